import type { Context } from "hono";
import { TURNSTILE_ACTION } from "../../../src/signup";
import type { AppEnv } from "../../config";
import type { WindowLimit } from "../../limits";
import { turnstileVerdict } from "../turnstile-check";
import { signupLimits } from "./limits";

export interface ClientAllowance {
  /** The per-client window this signup counts against. */
  limit: WindowLimit;
  /** The answer past it. */
  overCode: "RATE_LIMITED" | "CHALLENGE_REQUIRED";
  /** Taken on the allowance alone: Siteverify could not answer about the token (logged; counted once the signup is taken). */
  unverified?: true;
}

/**
 * Which per-client window a signup counts against. A valid Turnstile token (Siteverify saw a
 * person) counts against the high ceiling; no token, or one Siteverify refused or issued for another
 * host or action, against the low allowance, past which the form is asked for the challenge. A
 * token Siteverify could not answer about, even retried (../../turnstile), must not turn a person
 * away: that signup counts against the same per-client ceiling and nothing else, is logged, and
 * is counted for the owner's stats page when it is taken. With Turnstile off, every signup has the
 * low allowance and RATE_LIMITED past it, as before Turnstile.
 */
export async function clientAllowance(c: Context<AppEnv>, token: string | undefined): Promise<ClientAllowance> {
  const verdict = await turnstileVerdict(c, token, TURNSTILE_ACTION);
  if (verdict === "off") return { limit: signupLimits.client, overCode: "RATE_LIMITED" };
  if (verdict.outcome === "valid") return { limit: signupLimits.clientVerified, overCode: "RATE_LIMITED" };
  if (verdict.outcome === "unavailable") {
    console.warn(`[signup] Turnstile unavailable (${verdict.reason}): the token is taken as valid on the per-client ceiling alone`);
    return { limit: signupLimits.clientVerified, overCode: "RATE_LIMITED", unverified: true };
  }
  if (token) console.warn(`[signup] Turnstile token counts as none: ${verdict.reason}`);
  return { limit: signupLimits.client, overCode: "CHALLENGE_REQUIRED" };
}
