import type { Config } from "../config";

const noted = new WeakSet<Config>();

/**
 * Says once per configuration (the runtime parses it once per isolate), not per request, that
 * signups run without Turnstile: today's per-client allowance, RATE_LIMITED past it.
 */
export function noteTurnstileOff(config: Config): void {
  if (config.turnstile.kind !== "off" || noted.has(config)) return;
  noted.add(config);
  console.warn(
    `[signup] Turnstile is off (${config.turnstile.reason}): people behind one address share the allowance for clients without a token, and past it get RATE_LIMITED. Set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (docs/deploy.md).`,
  );
}
