import type { Context } from "hono";
import { configOf, type AppEnv } from "../config";
import { noteTurnstileOff, verifyTurnstileToken, type TokenVerdict } from "../turnstile";

/**
 * What Siteverify says of a form's token, for the host the widget must have run on: `off` when
 * Turnstile is not configured. Shared by the signup and inquiry endpoints, each with its action.
 */
export async function turnstileVerdict(c: Context<AppEnv>, token: string | undefined, action: string): Promise<TokenVerdict | "off"> {
  const config = configOf(c.env);
  if (config.turnstile.kind === "off") {
    noteTurnstileOff(config);
    return "off";
  }
  // Locally the site is served on whatever host the developer uses; deployed, only on SITE_URL's.
  const hostname = new URL(config.development ? c.req.url : config.siteUrl).hostname;
  return verifyTurnstileToken(config.turnstile, { token, remoteIp: c.req.header("CF-Connecting-IP") ?? null, hostname, action });
}
