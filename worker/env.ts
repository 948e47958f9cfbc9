/** Bindings, variables and secrets of the worker (see wrangler.toml and README). */
import type { KitBudget } from "./kit/kit-budget";
import type { LimitCounter } from "./signup/limit-counter";

export interface Env {
  ASSETS: Fetcher;
  SIGNUPS_KV: KVNamespace;
  SIGNUP_QUEUE: Queue<unknown>;
  /** signups-dlq: dead letters KV could not store wait here (worker/queue/dead-letter-consumer.ts). */
  DEAD_LETTER_QUEUE: Queue<unknown>;
  /** The one authority over Kit's request budget (worker/kit/kit-budget.ts). */
  KIT_BUDGET: DurableObjectNamespace<KitBudget>;
  /** Exact per-client and per-mailbox limits, one counter per subject (worker/signup/limit-counter.ts). */
  LIMIT_COUNTER: DurableObjectNamespace<LimitCounter>;
  /** Requests a minute the site may send Kit with its key (default 120, Kit's limit). */
  KIT_REQUESTS_PER_MINUTE?: string;
  SITE_URL: string;
  /** "production" or "development". */
  ENVIRONMENT: string;
  KIT_API_BASE: string;
  KIT_API_KEY?: string;
  KIT_NEWSLETTER_FORM_ID?: string;
  /** JSON object: lead-magnet slug -> Kit tag id. */
  KIT_TAG_IDS?: string;
  PREVIEW_PASSWORD?: string;
  COURSE_CHECKOUT_URL?: string;
  ANALYTICS_MEASUREMENT_ID?: string;
  /** First pause after a 429 and first retry delay of the signup queue, in seconds (tests and the bench shorten it; default 60). */
  SIGNUP_BACKOFF_SECONDS?: string;
}

/** Per-request values middleware hands on. */
export interface AppVariables {
  /** Set by the internal pages: the previewer shows email HTML, which needs inline styles. */
  cspProfile?: "email-preview";
  /** CSP source of the page's inline stylesheet (set by the page handler, read by the security headers). */
  styleHash?: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

export function isProduction(env: Env): boolean {
  return env.ENVIRONMENT !== "development";
}
