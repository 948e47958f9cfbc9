import { storedKitProblem, type KitProblem } from "../../src/publishing";
import { configOf, type Env } from "../config";
import { KitError, pacedBroadcastClient, PacerRefusal } from "../kit";
import { d1BroadcastStore } from "./store";
import { runPass, type PassResult } from "./pass";
import type { EmailFields } from "./reconcile";
import { templateId } from "./template";

/** The email of an issue as the publishing module composes it (subject, preview text, HTML); null when the issue is gone. */
export type ComposeEmail = (slug: string) => Promise<{ subject: string; preview_text: string; content: string } | null>;

/** Each call to Kit gives up after this long (its outcome is then unknown, and the next list settles it). */
const CALL_TIMEOUT_MS = 10_000;
/**
 * A read (Kit's list, which says what Kit holds and what it sent) waits longer: it changes nothing in
 * Kit, so waiting has no unknown outcome, and the pass runs in the reconciler's alarm, where no visitor
 * waits (a Durable Object's alarm may run 15 minutes: https://developers.cloudflare.com/durable-objects/platform/limits/).
 * A Kit that answers in 20 s is then read at the moment's look, and "Sent by Kit" follows within a minute.
 */
const READ_TIMEOUT_MS = 30_000;
/** How long a call waits for a slot in Kit's budget (shared with signups) before the pass leaves it to the next. */
const BUDGET_WAIT_MS = 5_000;

/** Why a call failed, stored as a code (src/publishing/kit-problem.ts); the owner's pages put it in words. Kit's own words are kept as Kit's. */
export function reasonOf(error: unknown): string {
  return storedKitProblem(problemOf(error));
}

function problemOf(error: unknown): KitProblem {
  if (error instanceof PacerRefusal) return { code: "budget-spent" };
  if (error instanceof KitError) {
    if (error.kind === "invalid" || error.kind === "not_found" || error.kind === "unauthorized")
      return { code: "kit-refused", status: error.status, words: error.details.join("; ") };
    if (error.kind === "rate_limited") return { code: "slowed" };
    if (error.kind === "server") return { code: "kit-failed", status: error.status };
    return { code: "no-answer", kind: error.kind };
  }
  return { code: "failed", detail: error instanceof Error ? error.message : String(error) };
}

/**
 * One pass against this deployment's Kit, every call paced by Kit's budget (the KitBudget Durable
 * Object shared with signups). Null when Kit is not set up here: nothing is read or written.
 */
export async function kitPass(env: Env, compose: ComposeEmail, now: number): Promise<PassResult | null> {
  const config = configOf(env);
  if (config.kit.kind !== "kit") return null;
  const paced = await pacedBroadcastClient(env, {
    baseUrl: config.kit.config.baseUrl,
    apiKey: config.kit.config.apiKey,
    settings: { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds },
    timeoutMs: CALL_TIMEOUT_MS,
    readTimeoutMs: READ_TIMEOUT_MS,
    budgetWaitMs: BUDGET_WAIT_MS,
  });
  const email = async (slug: string): Promise<EmailFields | null> => {
    const parts = await compose(slug);
    if (!parts) return null;
    const template = await templateId(env, paced.kit);
    return { ...parts, public: false, ...(template ? { email_template_id: template } : {}) };
  };
  try {
    return await runPass({ store: d1BroadcastStore(env.DB), kit: paced.kit, now, email, reasonOf });
  } finally {
    await paced.settled();
  }
}
