import type { Context } from "hono";
import { TURNSTILE_ACTION } from "../../../src/signup/contract";
import type { AppEnv } from "../../config";
import type { WindowLimit } from "../../limits";
import { turnstileVerdict } from "../turnstile-check";
import { signupLimits } from "./limits";

export interface ClientAllowance {
  /** The per-client window this signup counts against. */
  limit: WindowLimit;
  /** The answer past it. */
  overCode: "RATE_LIMITED" | "CHALLENGE_REQUIRED";
}

/**
 * Which per-client window a signup counts against. A valid Turnstile token (Siteverify saw a
 * person; or Siteverify was down, which must not turn a person away) counts against the high
 * ceiling; no token, or one Siteverify refused or issued for another host or action, against the
 * low allowance, past which the form is asked for the challenge. With Turnstile off, every signup
 * has the low allowance and RATE_LIMITED past it, as before Turnstile.
 */
export async function clientAllowance(c: Context<AppEnv>, token: string | undefined): Promise<ClientAllowance> {
  const verdict = await turnstileVerdict(c, token, TURNSTILE_ACTION);
  if (verdict === "off") return { limit: signupLimits.client, overCode: "RATE_LIMITED" };
  if (verdict.valid) return { limit: signupLimits.clientVerified, overCode: "RATE_LIMITED" };
  if (token) console.warn(`[signup] Turnstile token counts as none: ${verdict.reason}`);
  return { limit: signupLimits.client, overCode: "CHALLENGE_REQUIRED" };
}
