/**
 * The worker's environment. Bindings and variables are declared by `wrangler types`
 * (worker/worker-configuration.d.ts, generated from wrangler.toml); only the secrets and the
 * optional variables that wrangler.toml does not list are written here. Code reads them through
 * the parsed Config (./schema.ts), never one by one.
 */
export interface Env extends Cloudflare.Env {
  /** Kit v4 API key (`X-Kit-Api-Key`). A secret. */
  KIT_API_KEY?: string;
  KIT_NEWSLETTER_FORM_ID?: string;
  /** JSON object: lead-magnet slug -> Kit tag id. */
  KIT_TAG_IDS?: string;
  /** Password of the internal pages (at least 16 characters, 8 different: ./sign-in.ts). A secret. */
  PREVIEW_PASSWORD?: string;
  /** Cloudflare Access in front of /internal: the team domain (`myteam.cloudflareaccess.com`) and the application's audience tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  COURSE_CHECKOUT_URL?: string;
  ANALYTICS_MEASUREMENT_ID?: string;
  /** Analytics Engine SQL API token (Account Analytics: Read). A secret. */
  ANALYTICS_API_TOKEN?: string;
  /** Signing secret of the Kit webhook endpoint that posts to /api/kit-webhook (X-Kit-Signature). A secret. */
  KIT_WEBHOOK_SECRET?: string;
  /** First pause after a 429 and first retry delay of the signup queue, in seconds (tests and the bench shorten it). */
  SIGNUP_BACKOFF_SECONDS?: string;
  /** Turnstile widget's site key (public: it reaches pages). */
  TURNSTILE_SITE_KEY?: string;
  /** Turnstile widget's secret key, for Siteverify. A secret. */
  TURNSTILE_SECRET_KEY?: string;
  /** Siteverify's URL; Cloudflare's by default (tests point it at a stand-in). */
  TURNSTILE_SITEVERIFY_URL?: string;
  /** Key of the referral programme's progress links and address hashes (worker/referrals). A secret; a development default otherwise. */
  REFERRAL_SECRET?: string;
  /** Days a referred friend must stay subscribed before counting (worker/referrals); 0 by default. */
  REFERRAL_HOLD_DAYS?: string;
  /** The owner's time zone (IANA, e.g. America/New_York) an issue's date is a day there; his pages give times in it. src/content/owner.ts's by default; an unknown one stops the worker. */
  OWNER_TIME_ZONE?: string;
  /** The YouTube channel (UC…) whose uploads get a page each; empty: the feature is off. */
  YOUTUBE_CHANNEL_ID?: string;
  /** Overrides the channel's feed address (tests, local runs). */
  YOUTUBE_FEED_URL?: string;
  /** Where thumbnails are fetched from; https://i.ytimg.com by default. */
  YOUTUBE_THUMBNAILS_BASE?: string;
  /** His usual hour for an issue, HH:MM on his clock (09:00 by default): what the Publish form proposes. */
  OWNER_USUAL_TIME?: string;
}

/** Per-request values middleware hands on. */
export interface AppVariables {
  /** Set by the owner's door: the previewer shows email HTML, which needs inline styles; a preview of a public page sets "page" back. */
  cspProfile?: "email-preview" | "page";
  /** CSP source of the page's inline stylesheet (set by the page handler, read by the security headers). */
  styleHash?: string;
  /** Set by the page handler when the page renders a signup form (Turnstile's hosts may then be allowed). */
  signupForm?: boolean;
  /** Set by the page handler: the origins the page's route declares it frames (a video's player), its CSP's frame-src. */
  frames?: readonly string[];
  /** Set on a view beacon that carries the owner's sign-in (worker/internal/owner-beacons.ts): it is counted nowhere. */
  ownerSignedIn?: boolean;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
