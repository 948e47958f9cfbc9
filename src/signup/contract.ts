/**
 * What the signup forms, the worker, the owner's scripts and the tests agree on about
 * POST /api/subscribe: its path, its fields, its answer, its codes and the alert names of the log.
 * Plain data and types: no DOM, no Workers APIs, no words a visitor reads (those are in
 * src/content/signup.ts, keyed by these codes).
 */

import { SEEN_EXPERIMENT_FIELD } from "../experiment-contract/seen.ts";

export const SUBSCRIBE_PATH = "/api/subscribe";

/** Field names of the signup form; a no-JavaScript form post uses the same names as the JSON body. */
export const signupFields = {
  email: "email",
  magnet: "magnet",
  /** Path of the page the form is on, so a form post can go back to it with the error. */
  source: "source",
  /** Which form on the page sent it, so the error shows in that form. */
  form: "form",
  /** The page's address with its UTM parameters, passed on to Kit as the signup's referrer. */
  referrer: "referrer",
  /** Honeypot: hidden from people and assistive tech; a bot that fills it gets a fake success. */
  honeypot: "website",
  /** The experiment variant the page showed (`home-headline:channel`), so the signup counts for it. */
  experiment: SEEN_EXPERIMENT_FIELD,
  /** A referral code (/r/<code>), carried in a hidden field: no cookie (worker/referrals). */
  referral: "ref",
  /** Turnstile's token (the name Cloudflare's widget gives its own hidden field). */
  turnstile: "cf-turnstile-response",
} as const;

/** The action the signup widget runs as; Siteverify's answer must name it. */
export const TURNSTILE_ACTION = "signup";

/** Query parameter a form post's error travels back in: `?signup_error=CODE:formId`. */
export const SIGNUP_ERROR_PARAM = "signup_error";
/** The query a page with a signup form reads (its route's `query`): a no-JavaScript post comes back to it with its error. */
export const SIGNUP_QUERY: readonly string[] = [SIGNUP_ERROR_PARAM];

/**
 * The ids of the site's signup forms (the `id` each page gives its form). A `signup_error` naming
 * another form shows no alert, so the page cache keys it as none (worker/pages/page-query.ts);
 * test/worker/pages/page-query.test.ts fails when a page renders a form missing here.
 */
export const SIGNUP_FORM_IDS = [
  "hero-signup",
  "closing-signup",
  "archive-signup",
  "issue-signup",
  "course-waitlist",
  "retry-signup",
  "video-signup",
  "videos-signup",
] as const;

/**
 * Where a lead-magnet form keeps the address it could not subscribe, for the thank-you page's
 * one-click retry (sessionStorage: never in the URL, gone with the tab).
 */
export const SIGNUP_RETRY_STORAGE_KEY = "signup-retry";

/** The islands that render a signup form. */
export const SIGNUP_FORM_ISLANDS: readonly string[] = ["SubscribeForm", "LeadMagnetForm", "SignupRetry"];

/** The islands that render a form with Turnstile: the signup forms and the booking form (their pages may load Turnstile's widget; worker/pages). */
export const TURNSTILE_FORM_ISLANDS: readonly string[] = [...SIGNUP_FORM_ISLANDS, "InquiryForm"];

/** Largest request body an /api endpoint reads, in bytes: an email and a few fields fit many times over. */
export const API_MAX_BODY_BYTES = 4096;

/** Every code an /api answer can carry, with its HTTP status. */
export const API_ERROR_STATUS = {
  MISSING_EMAIL: 400,
  INVALID_EMAIL: 400,
  INVALID_REQUEST: 400,
  UNKNOWN_MAGNET: 400,
  FORBIDDEN_ORIGIN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** Past the allowance for clients without a valid Turnstile token: answer the challenge, then send again. */
  CHALLENGE_REQUIRED: 429,
  CONFIG_ERROR: 500,
  KIT_API_ERROR: 502,
  INVALID_CONSENT: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INTERNAL_ERROR: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Answers about the address itself: the visitor can fix these, so a form shows them, never skips them. */
export const ADDRESS_ERROR_CODES: readonly ApiErrorCode[] = ["MISSING_EMAIL", "INVALID_EMAIL"];

/** The JSON answer of /api/subscribe. */
export type SubscribeAnswer = { success: true; redirect: string; queued?: boolean } | { success: false; error: string; code: ApiErrorCode; details?: string[] };

/**
 * Names of the `[signup alert] NAME: ...` log lines: the owner's alerts (README, docs/signups.md)
 * are set on these words, so code and tests use these constants, never the bare strings.
 */
export const SIGNUP_ALERTS = {
  /** Kit's settings are missing or malformed: signups wait in the queue. */
  KIT_CONFIG_MISSING: "KIT_CONFIG_MISSING",
  KIT_AUTH: "KIT_AUTH",
  KIT_NOT_FOUND: "KIT_NOT_FOUND",
  KIT_REJECTED_REQUEST: "KIT_REJECTED_REQUEST",
  QUEUE_UNAVAILABLE: "QUEUE_UNAVAILABLE",
  DEAD_LETTER: "DEAD_LETTER",
  /** Daily, while any dead letter waits for the owner. */
  DEAD_LETTERS_WAITING: "DEAD_LETTERS_WAITING",
  UNREADABLE_MESSAGE: "UNREADABLE_MESSAGE",
  /** The log line is the signup's last copy. */
  SIGNUP_IN_LOG_ONLY: "SIGNUP_IN_LOG_ONLY",
  /** Siteverify refused TURNSTILE_SECRET_KEY: every token counts as none. */
  TURNSTILE_SECRET: "TURNSTILE_SECRET",
} as const;

export type SignupAlert = keyof typeof SIGNUP_ALERTS;

/**
 * What the desk keeps of an alert beside its name (D1 `owner_alerts.last_details`, as JSON): ids,
 * counts, an HTTP status, setting names; never words. src/content/desk.ts says it for the owner.
 */
export interface SignupAlertDetails {
  /** The signup it is about. */
  signup?: string;
  /** The dead letter's KV key. */
  key?: string;
  /** Kit's call, its failure kind and status. */
  call?: string;
  kind?: string;
  status?: number;
  /** The settings at fault (KIT_CONFIG_MISSING). */
  settings?: string[];
  /** How many dead letters wait, and the oldest's key (DEAD_LETTERS_WAITING). */
  waiting?: number;
  oldest?: string;
  /** Which queue or store (QUEUE_UNAVAILABLE, UNREADABLE_MESSAGE). */
  queue?: string;
}

/** The start of every owner alert in the log. */
export const SIGNUP_ALERT_PREFIX = "[signup alert]";
