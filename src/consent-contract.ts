/**
 * What the consent start-up (client/consent) and the consent API (worker/api/consent.ts) agree
 * on. Plain data and types: no DOM, no Workers APIs.
 */

/** The consent library's cookie (vanilla-cookieconsent's default name). */
export const CONSENT_COOKIE = "cc_cookie";

export const CONSENT_API_PATH = "/api/consent";

/** Categories a visitor can agree to; "necessary" is always on. */
export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** How the choice was made, as the library reports it. */
export const ACCEPT_TYPES = ["all", "custom", "necessary"] as const;

/** Proof of consent: what the browser posts on the first choice and on every change. */
export interface ConsentProof {
  consentId: string;
  categories: ConsentCategory[];
  revision: number;
  /** When the visitor made this choice (ISO 8601, the library's lastConsentTimestamp). */
  timestamp: string;
  acceptType: (typeof ACCEPT_TYPES)[number];
  /** Whether the browser sent Global Privacy Control. */
  gpc: boolean;
  /** The consent cookie's raw value, so the server can re-issue it as a long-lived cookie. */
  cookie: string;
}
