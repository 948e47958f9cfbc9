import type { Env } from "./env";

/** Cloudflare's Siteverify endpoint: the default of TURNSTILE_SITEVERIFY_URL. */
export const CLOUDFLARE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** Cloudflare's widget script, explicit rendering (the island renders the widget itself). */
export const CLOUDFLARE_WIDGET_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** Where the worker serves the widget stand-in (worker/turnstile/widget-stand-in.ts), for test site keys only. */
export const WIDGET_STAND_IN_PATH = "/__turnstile/api.js";

/**
 * Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing/).
 * A test site key never reaches Cloudflare's script: the page loads the stand-in instead.
 */
export const TURNSTILE_TEST_SITE_KEYS = {
  passVisible: "1x00000000000000000000AA",
  passInvisible: "1x00000000000000000000BB",
  blockVisible: "2x00000000000000000000AB",
  blockInvisible: "2x00000000000000000000BB",
  interactive: "3x00000000000000000000FF",
} as const;
export const TURNSTILE_TEST_SECRET_KEYS = {
  pass: "1x0000000000000000000000000000000AA",
  fail: "2x0000000000000000000000000000000AA",
  spent: "3x0000000000000000000000000000000AA",
} as const;
/** The one token Cloudflare's test site keys produce and its test secret keys accept. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** The secret of the in-process Siteverify stand-in (`npm start` without TURNSTILE_SECRET_KEY). */
export const STAND_IN_SECRET_KEY = "0x-local-stand-in-secret";

const TEST_SITE_KEYS = new Set<string>(Object.values(TURNSTILE_TEST_SITE_KEYS));
export const isTestSiteKey = (key: string) => TEST_SITE_KEYS.has(key);

export type TurnstileSettings =
  /** Production without keys: today's per-client allowance, RATE_LIMITED past it. */
  | { kind: "off"; reason: string }
  | {
      kind: "on";
      siteKey: string;
      secretKey: string;
      /** Cloudflare's (or a stand-in's) URL, or the in-process stand-in (`npm start` with no secret). */
      siteverify: { kind: "url"; url: string } | { kind: "stand-in" };
      /** A test site key loads the same-origin stand-in widget; a real one Cloudflare's script. */
      widget: "cloudflare" | "stand-in";
    };

/**
 * Turnstile's settings. In development a missing site key is Cloudflare's always-passing invisible
 * test key and a missing secret the in-process Siteverify stand-in, so `npm start` needs no account
 * and no network. In production both keys are needed; without them signups keep today's limits.
 */
export function readTurnstileSettings(env: Env, development: boolean, siteverifyUrl: string): TurnstileSettings {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim() || (development ? TURNSTILE_TEST_SITE_KEYS.passInvisible : "");
  const secretKey = env.TURNSTILE_SECRET_KEY?.trim() ?? "";
  const missing = [siteKey ? "" : "TURNSTILE_SITE_KEY", secretKey || development ? "" : "TURNSTILE_SECRET_KEY"].filter(Boolean);
  if (missing.length) return { kind: "off", reason: `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set` };
  return {
    kind: "on",
    siteKey,
    secretKey: secretKey || STAND_IN_SECRET_KEY,
    siteverify: secretKey ? { kind: "url", url: siteverifyUrl } : { kind: "stand-in" },
    widget: isTestSiteKey(siteKey) ? "stand-in" : "cloudflare",
  };
}
