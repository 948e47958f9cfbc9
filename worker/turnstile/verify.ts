import { SIGNUP_ALERT_PREFIX, SIGNUP_ALERTS } from "../../src/signup";
import type { TurnstileSettings } from "../config";
import { SiteverifyStandIn } from "./siteverify-stand-in";

/**
 * Turnstile's Siteverify, as Cloudflare's server-side validation guide has it
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/): a token is
 * single use and valid only once Siteverify has said so; a call that gets no answer is retried with
 * the same `idempotency_key`, so the retry gets the first call's verdict instead of
 * `timeout-or-duplicate` for a token the first call already spent.
 */
/** Each call may take this long before it counts as unanswered (Cloudflare answers in well under a second). */
export const SITEVERIFY_TIMEOUT_MS = 2500;
/** Pauses before the retries: three calls in all, at most about 8 s when every one times out. */
export const SITEVERIFY_RETRY_DELAYS_MS = [200, 400] as const;
/** Cloudflare's tokens are at most 2048 characters; a longer one is not sent. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * What Siteverify says of a token:
 * - `valid`: a person, on this host, for this action;
 * - `invalid`: no token, or one Siteverify refused, or one for another host or action;
 * - `unavailable`: Siteverify could not answer, even after its retries (unreachable, timed out,
 *   5xx, unreadable, `internal-error`). The caller decides: signups let a person through on the
 *   per-client allowance (and count it); everything else fails closed.
 */
export type TokenVerdict = { outcome: "valid" } | { outcome: "invalid"; reason: string } | { outcome: "unavailable"; reason: string };

export interface TokenCheck {
  token: string | undefined;
  /** The visitor's address (CF-Connecting-IP), sent as `remoteip`. */
  remoteIp: string | null;
  /** The host the widget must have run on. */
  hostname: string;
  action: string;
}

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  "error-codes"?: unknown;
}

type OnSettings = Extract<TurnstileSettings, { kind: "on" }>;

/** The in-process stand-in of `npm start` without a secret: one per isolate, so a token is spent once. */
let localStandIn: SiteverifyStandIn | undefined;

async function callSiteverify(settings: OnSettings, body: URLSearchParams): Promise<Response> {
  const init = { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  if (settings.siteverify.kind === "stand-in") {
    localStandIn ??= new SiteverifyStandIn(settings.secretKey);
    return localStandIn.fetch(new Request("https://siteverify.local/", init));
  }
  return fetch(settings.siteverify.url, { ...init, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
}

/** One call: Siteverify's answer, or why there is none (worth a retry). */
async function askOnce(settings: OnSettings, body: URLSearchParams): Promise<{ answer: SiteverifyAnswer; status: number } | { unanswered: string }> {
  let response: Response;
  try {
    response = await callSiteverify(settings, body);
  } catch (error) {
    return { unanswered: `unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (response.status >= 500) return { unanswered: `answered ${response.status}` };
  let answer: SiteverifyAnswer;
  try {
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { unanswered: `answered ${response.status} with no JSON` };
  }
  const codes = errorCodes(answer);
  if (answer?.success !== true && codes.includes("internal-error")) return { unanswered: "reported internal-error" };
  return { answer, status: response.status };
}

const errorCodes = (answer: SiteverifyAnswer): string[] => (Array.isArray(answer?.["error-codes"]) ? (answer["error-codes"] as unknown[]).map(String) : []);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks Siteverify about a token, retrying an unanswered call with the same idempotency key. */
export async function verifyTurnstileToken(settings: OnSettings, { token, remoteIp, hostname, action }: TokenCheck): Promise<TokenVerdict> {
  if (!token) return { outcome: "invalid", reason: "no token" };
  if (token.length > MAX_TOKEN_LENGTH) return { outcome: "invalid", reason: "token too long" };
  const body = new URLSearchParams({ secret: settings.secretKey, response: token, idempotency_key: crypto.randomUUID() });
  if (remoteIp) body.set("remoteip", remoteIp);
  let result = await askOnce(settings, body);
  for (const delay of SITEVERIFY_RETRY_DELAYS_MS) {
    if (!("unanswered" in result)) break;
    console.warn(`[turnstile] Siteverify ${result.unanswered}; asking again with the same idempotency key`);
    await pause(delay);
    result = await askOnce(settings, body);
  }
  if ("unanswered" in result) return { outcome: "unavailable", reason: `Siteverify ${result.unanswered}, ${SITEVERIFY_RETRY_DELAYS_MS.length + 1} times` };
  const { answer, status } = result;
  if (answer?.success !== true) {
    const codes = errorCodes(answer);
    if (codes.some((code) => code.includes("secret")))
      console.error(
        `${SIGNUP_ALERT_PREFIX} ${SIGNUP_ALERTS.TURNSTILE_SECRET}: Siteverify refused TURNSTILE_SECRET_KEY (${codes.join(", ")}); every token counts as none`,
      );
    return { outcome: "invalid", reason: codes.join(", ") || `Siteverify answered ${status}` };
  }
  if (answer.hostname !== hostname) return { outcome: "invalid", reason: `token for host ${String(answer.hostname)}, not ${hostname}` };
  if (answer.action !== action) return { outcome: "invalid", reason: `token for action ${String(answer.action)}, not ${action}` };
  return { outcome: "valid" };
}
