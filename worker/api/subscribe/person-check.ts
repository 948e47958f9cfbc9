import type { Context } from "hono";
import { TURNSTILE_ACTION } from "../../../src/signup/contract";
import { configOf, type AppEnv } from "../../config";
import type { WindowLimit } from "../../limits";
import { noteTurnstileOff, verifyTurnstileToken } from "../../turnstile";
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
  const config = configOf(c.env);
  if (config.turnstile.kind === "off") {
    noteTurnstileOff(config);
    return { limit: signupLimits.client, overCode: "RATE_LIMITED" };
  }
  // Locally the site is served on whatever host the developer uses; deployed, only on SITE_URL's.
  const hostname = new URL(config.development ? c.req.url : config.siteUrl).hostname;
  const verdict = await verifyTurnstileToken(config.turnstile, { token, remoteIp: c.req.header("CF-Connecting-IP") ?? null, hostname, action: TURNSTILE_ACTION });
  if (verdict.valid) return { limit: signupLimits.clientVerified, overCode: "RATE_LIMITED" };
  if (token) console.warn(`[signup] Turnstile token counts as none: ${verdict.reason}`);
  return { limit: signupLimits.client, overCode: "CHALLENGE_REQUIRED" };
}
