import type { Context } from "hono";
import { deadLetters as words } from "../../src/content";
import { SIGNUPS_PAGE_PATH } from "../../src/internal";
import { SignupsPage, type DeadLetterRow, type SignupsPageProps } from "../../src/pages";
import { configOf, type AppEnv } from "../config";
import { renderRequestPage } from "../pages";
import { dismissDeadLetter, listDeadLetters, replayAllDeadLetters, replayDeadLetter, type ReplayOutcome } from "../signup";
import { ownerTimeZone } from "./time-zone";
import { bodyFields } from "../http";

async function render(c: Context<AppEnv>, outcome?: SignupsPageProps["outcome"], status: 200 | 400 = 200): Promise<Response> {
  let letters: DeadLetterRow[] = [];
  let unavailable = false;
  try {
    letters = (await listDeadLetters(c.env.SIGNUPS_KV)).map((letter) => ({
      key: letter.key,
      email: letter.signup.email,
      ...(letter.signup.magnet ? { magnet: letter.signup.magnet } : {}),
      receivedAt: letter.signup.receivedAt,
      storedAt: letter.storedAt,
      attempts: letter.attempts ?? 0,
      reason: letter.reason,
    }));
  } catch (error) {
    console.error("[signups page] could not list the dead letters:", error);
    unavailable = true;
  }
  const props: SignupsPageProps = { letters, unavailable, timeZone: ownerTimeZone(c.env), ...(outcome ? { outcome } : {}) };
  const { html } = await renderRequestPage(c, SignupsPage, props, { title: words.title, description: words.description, path: SIGNUPS_PAGE_PATH });
  return c.body(html, unavailable ? 503 : status, { "Content-Type": "text/html; charset=utf-8" });
}

/** GET /internal/signups */
export const signupsPage = (c: Context<AppEnv>) => render(c);

const textOf = (outcome: ReplayOutcome) =>
  outcome.result === "delivered"
    ? words.outcome.delivered(outcome.email)
    : outcome.result === "failed"
      ? words.outcome.failed(outcome.email, outcome.reason)
      : words.outcome.gone;

/**
 * POST /internal/signups/replay (key=<dead-letter key>|all): sent to Kit at once through the
 * consumer's delivery, and the page answers with the outcome (no redirect: the outcome is this
 * answer's, and a reload asks before posting again).
 */
export async function replayFromPage(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  const key = typeof form.key === "string" ? form.key : "";
  if (key === "all") {
    const outcomes = await replayAllDeadLetters(c.env, configOf(c.env));
    const delivered = outcomes.filter((o) => o.result === "delivered").length;
    return render(c, { text: words.outcome.all(delivered, outcomes.length - delivered), ok: delivered === outcomes.length });
  }
  const outcome = await replayDeadLetter(c.env, configOf(c.env), key);
  return render(c, { text: textOf(outcome), ok: outcome.result === "delivered" });
}

/** POST /internal/signups/dismiss (key, reason): kept with the reason, gone from the list. */
export async function dismissFromPage(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  const key = typeof form.key === "string" ? form.key : "";
  const reason = typeof form.reason === "string" ? form.reason.trim().slice(0, 300) : "";
  if (!reason) return render(c, { text: words.outcome.noReason, ok: false }, 400);
  const dismissed = await dismissDeadLetter(c.env.SIGNUPS_KV, key, reason);
  return render(c, { text: dismissed ? words.outcome.dismissed : words.outcome.gone, ok: dismissed });
}
