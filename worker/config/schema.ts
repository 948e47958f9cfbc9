import { ConfigError } from "./config-error";
import { statsConfig, type StatsConfig } from "./stats-config";
import * as v from "valibot";
import { owner } from "../../src/content";
import { isTimeZone } from "../../src/internal";
import type { PublicConfig } from "../../src/page-context";
import { analyticsMeasurementId } from "./analytics";
import type { Env } from "./env";
import { nonNegativeNumber, positiveNumber, url } from "./fields";
import { readKitSettings, type KitSettings } from "./kit";
import { readReferralConfig, type ReferralConfig } from "./referrals";
import { readSignIn, type SignInSettings } from "./sign-in";
import { CLOUDFLARE_SITEVERIFY_URL, CLOUDFLARE_WIDGET_SCRIPT, readTurnstileSettings, WIDGET_STAND_IN_PATH, type TurnstileSettings } from "./turnstile";
import { readYouTubeSettings, YouTubeVariables, type YouTubeSettings } from "./youtube";

/** The worker's settings, parsed from its variables and secrets. */
export interface Config {
  /** Public origin: canonical URLs, Open Graph, sitemap, the allowed `Origin` of posts. */
  siteUrl: string;
  /** ENVIRONMENT=development: stack traces shown, signups to the local store without Kit, internal pages open. */
  development: boolean;
  kit: KitSettings;
  /** Requests a minute the site may send Kit with its key. */
  kitRequestsPerMinute: number;
  /** First pause after a 429 and first retry delay of the signup queue, in seconds. */
  signupBackoffSeconds: number;
  /** How long a queue keeps a message (the plan's retention: 24 h on Workers Free, 4 days on Paid), in seconds. */
  queueRetentionSeconds: number;
  /** How the owner signs in to the internal pages (./sign-in.ts). */
  signIn: SignInSettings;
  /** Telling people from scripts at signup (./turnstile.ts). */
  turnstile: TurnstileSettings;
  stats: StatsConfig;
  /** The owner's time zone (IANA): an issue's date is a day there, and his pages give times in it. */
  ownerTimeZone: string;
  /** The hour he usually sends (HH:MM, his clock): the Publish form proposes it for a later day. */
  ownerUsualTime: string;
  referrals: ReferralConfig;
  /** The YouTube channel whose uploads get pages (YOUTUBE_CHANNEL_ID); absent, /videos is not a route. */
  youtube?: YouTubeSettings;
  /** What pages may read; ends up in HTML, so never a secret. */
  publicConfig: PublicConfig;
}

/** Kit's documented limit: 120 requests per rolling 60 s per API key. */
const KIT_REQUESTS_PER_MINUTE_DEFAULT = 120;
/** Kit's rate window is 60 s: the first pause after its 429 waits that long. */
const SIGNUP_BACKOFF_SECONDS_DEFAULT = 60;
/** Workers Free keeps a queue message 24 hours (Paid: 4 days): the shorter, so a default never waits past a deletion. */
const QUEUE_RETENTION_HOURS_DEFAULT = 24;

/** Variables whose bad value stops the worker: a wrong one would break every page or every signup. */
const VariablesSchema = v.object({
  SITE_URL: url("SITE_URL"),
  ENVIRONMENT: v.optional(
    v.picklist(["production", "development"], (issue) => `ENVIRONMENT must be "production" or "development", got ${JSON.stringify(issue.input)}`),
    "production",
  ),
  KIT_REQUESTS_PER_MINUTE: positiveNumber("KIT_REQUESTS_PER_MINUTE", KIT_REQUESTS_PER_MINUTE_DEFAULT),
  SIGNUP_BACKOFF_SECONDS: positiveNumber("SIGNUP_BACKOFF_SECONDS", SIGNUP_BACKOFF_SECONDS_DEFAULT),
  QUEUE_RETENTION_HOURS: positiveNumber("QUEUE_RETENTION_HOURS", QUEUE_RETENTION_HOURS_DEFAULT),
  REFERRAL_HOLD_DAYS: nonNegativeNumber("REFERRAL_HOLD_DAYS", 0),
  TURNSTILE_SITEVERIFY_URL: v.optional(url("TURNSTILE_SITEVERIFY_URL"), CLOUDFLARE_SITEVERIFY_URL),
  // A wrong zone would put every issue's go-live and every scheduled email at the wrong hour.
  OWNER_TIME_ZONE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || isTimeZone(text),
        (issue) => `OWNER_TIME_ZONE must be an IANA time zone such as America/New_York, got ${JSON.stringify(issue.input)}`,
      ),
      v.transform((text) => text || owner.timeZone),
    ),
    owner.timeZone,
  ),
  // The hour the Publish form proposes for an issue on a later day (HH:MM on his clock).
  OWNER_USUAL_TIME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(text),
        (issue) => `OWNER_USUAL_TIME must be HH:MM on a 24-hour clock, such as 09:00, got ${JSON.stringify(issue.input)}`,
      ),
      v.transform((text) => text || owner.usualTime),
    ),
    owner.usualTime,
  ),
  ANALYTICS_ACCOUNT_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || /^[0-9a-f]{32}$/i.test(text),
        (issue) => `ANALYTICS_ACCOUNT_ID must be a Cloudflare account id (32 hex digits) or empty, got ${JSON.stringify(issue.input)}`,
      ),
    ),
    "",
  ),
  ...YouTubeVariables,
});

/** An absolute http(s) URL, or undefined: a typo in an optional link must not become a broken link. */
function httpUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const parsed = new URL(value.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses the environment. Throws ConfigError naming each bad value of the variables every request
 * needs. Kit's settings are not thrown: without them pages still work, and signups answer
 * CONFIG_ERROR with an alert in the log (see ./kit.ts).
 */
export function parseConfig(env: Env): Config {
  const parsed = v.safeParse(VariablesSchema, env);
  if (!parsed.success) throw new ConfigError(parsed.issues.map((issue) => issue.message));
  const {
    SITE_URL,
    ENVIRONMENT,
    KIT_REQUESTS_PER_MINUTE,
    SIGNUP_BACKOFF_SECONDS,
    QUEUE_RETENTION_HOURS,
    REFERRAL_HOLD_DAYS,
    TURNSTILE_SITEVERIFY_URL,
    ANALYTICS_ACCOUNT_ID,
    OWNER_TIME_ZONE,
    OWNER_USUAL_TIME,
  } = parsed.output;
  const development = ENVIRONMENT === "development";
  const turnstile = readTurnstileSettings(env, development, TURNSTILE_SITEVERIFY_URL);
  const stats = statsConfig(ANALYTICS_ACCOUNT_ID, env.ANALYTICS_API_TOKEN?.trim(), env.KIT_WEBHOOK_SECRET?.trim());
  const youtube = readYouTubeSettings(parsed.output);
  return {
    siteUrl: SITE_URL,
    development,
    kit: readKitSettings(env, development),
    kitRequestsPerMinute: KIT_REQUESTS_PER_MINUTE,
    signupBackoffSeconds: SIGNUP_BACKOFF_SECONDS,
    queueRetentionSeconds: QUEUE_RETENTION_HOURS * 3600,
    signIn: readSignIn(env, development),
    turnstile,
    ownerTimeZone: OWNER_TIME_ZONE,
    ownerUsualTime: OWNER_USUAL_TIME,
    stats,
    referrals: readReferralConfig(env, development, REFERRAL_HOLD_DAYS, stats.kitSigningSecret),
    youtube,
    publicConfig: {
      courseCheckoutUrl: httpUrl(env.COURSE_CHECKOUT_URL),
      analyticsMeasurementId: analyticsMeasurementId(env.ANALYTICS_MEASUREMENT_ID),
      // The site key only: the secret never leaves the worker.
      turnstile:
        turnstile.kind === "on"
          ? { siteKey: turnstile.siteKey, script: turnstile.widget === "stand-in" ? WIDGET_STAND_IN_PATH : CLOUDFLARE_WIDGET_SCRIPT }
          : undefined,
      ...(youtube ? { videos: true } : {}),
    },
  };
}

/**
 * Parsed once per environment object: the runtime hands an isolate the same `env` for every
 * request, so this is once per isolate (tests that pass an environment of their own get theirs).
 */
const parsedConfigs = new WeakMap<Env, Config>();

/**
 * The configuration, or undefined when it cannot be read: for the code that still answers when
 * the configuration itself is what failed (error pages, their headers).
 */
export function configOrNothing(env: Env | undefined): Config | undefined {
  try {
    return env === undefined ? undefined : configOf(env);
  } catch {
    return undefined;
  }
}

/** For error answers: whether to show details, even when the configuration itself is what failed. */
export function isDevelopment(env: Env | undefined): boolean {
  return configOrNothing(env)?.development === true;
}

export function configOf(env: Env): Config {
  let config = parsedConfigs.get(env);
  if (!config) {
    config = parseConfig(env);
    parsedConfigs.set(env, config);
  }
  return config;
}
