import { SIGNUP_ALERT_PREFIX, SIGNUP_ALERTS } from "../../src/signup/contract";
import type { TurnstileSettings } from "../config";
import { SiteverifyStandIn } from "./siteverify-stand-in";

/** How long Siteverify may take before it counts as down (Cloudflare answers in well under a second). */
export const SITEVERIFY_TIMEOUT_MS = 5000;
/** Cloudflare's tokens are at most 2048 characters; a longer one is not sent. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * What a signup's token says: a person (`valid`; `outage` when Siteverify could not answer and
 * the token was taken as valid), or nothing (`valid: false`): no token, or one Siteverify refused,
 * or one for another host or action.
 */
export type TokenVerdict = { valid: true; outage?: true } | { valid: false; reason: string };

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
  if (settings.siteverify.kind === "stand-in") return (localStandIn ??= new SiteverifyStandIn(settings.secretKey)).fetch(new Request("https://siteverify.local/", init));
  return fetch(settings.siteverify.url, { ...init, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
}

const outage = (why: string): TokenVerdict => {
  console.warn(`[signup] Turnstile Siteverify ${why}; the token is taken as valid (the per-client ceiling still counts)`);
  return { valid: true, outage: true };
};

/**
 * Asks Siteverify about a token (single use: each token is asked about once). A Siteverify that
 * cannot be reached, times out, answers 5xx or something unreadable, or says `internal-error`
 * fails open: a person must not be turned away by Cloudflare's outage, and the per-client ceiling
 * still bounds what one address sends.
 */
export async function verifyTurnstileToken(settings: OnSettings, { token, remoteIp, hostname, action }: TokenCheck): Promise<TokenVerdict> {
  if (!token) return { valid: false, reason: "no token" };
  if (token.length > MAX_TOKEN_LENGTH) return { valid: false, reason: "token too long" };
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  let response: Response;
  try {
    response = await callSiteverify(settings, body);
  } catch (error) {
    return outage(`unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (response.status >= 500) return outage(`answered ${response.status}`);
  let answer: SiteverifyAnswer;
  try {
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return outage(`answered ${response.status} with no JSON`);
  }
  if (answer?.success !== true) {
    const codes = Array.isArray(answer?.["error-codes"]) ? (answer["error-codes"] as unknown[]).map(String) : [];
    if (codes.includes("internal-error")) return outage("reported internal-error");
    if (codes.some((code) => code.includes("secret"))) console.error(`${SIGNUP_ALERT_PREFIX} ${SIGNUP_ALERTS.TURNSTILE_SECRET}: Siteverify refused TURNSTILE_SECRET_KEY (${codes.join(", ")}); every token counts as none`);
    return { valid: false, reason: codes.join(", ") || `Siteverify answered ${response.status}` };
  }
  if (answer.hostname !== hostname) return { valid: false, reason: `token for host ${String(answer.hostname)}, not ${hostname}` };
  if (answer.action !== action) return { valid: false, reason: `token for action ${String(answer.action)}, not ${action}` };
  return { valid: true };
}
