import type { ApiErrorCode } from "../signup/contract";

/**
 * Words and numbers of the signup forms, shared by the islands (what people read) and the worker
 * (the message of each answer). The alert texts are the error catalogue, word for word; field
 * names and codes are the endpoint's contract (src/signup/contract.ts).
 */

/** Alert texts by response code (spec, section 8). */
export const signupAlerts = {
  MISSING_EMAIL: "Please enter a valid email address.",
  CONFIG_ERROR: "Server configuration issue. Please contact support.",
  KIT_API_ERROR: "Unable to process subscription. Please try again later.",
  /** HTTP status 0 or missing: the request never got an answer. */
  NETWORK: "Network error. Please check your connection and try again.",
  /** Any other failure, an unparseable answer, or `success` not true. */
  FALLBACK: "Failed to subscribe. Please try again.",
  /** Codes the catalogue predates; a reader who can act on the cause is told it. */
  INVALID_EMAIL: "Please enter a valid email address.",
  RATE_LIMITED: "Too many attempts from this connection. Please wait a few minutes and try again.",
  /** Many signups came from this connection: the form asks for a quick check (which needs JavaScript). */
  CHALLENGE_REQUIRED:
    "Many signups have come from this connection, so we need a quick check that you are a person. Please turn on JavaScript and complete the check in the form, or try again in a few minutes.",
} as const satisfies Partial<Record<ApiErrorCode, string>> & { NETWORK: string; FALLBACK: string };

/** The catalogue's message for an answer's code; a code it does not name gets its "any other failure". */
export function signupAlertFor(code: string | undefined): string {
  return code !== undefined && Object.hasOwn(signupAlerts, code) ? signupAlerts[code as keyof typeof signupAlerts] : signupAlerts.FALLBACK;
}

export const signupForm = {
  emailLabel: "Email address",
  placeholder: "Enter your email",
  honeypotLabel: "Leave this field empty",
  /** Button while the newsletter form is submitting; the inline variant is too narrow for words. */
  busyLabel: "Subscribing...",
  busyLabelInline: "...",
  /** Button while a lead-magnet form is submitting. */
  leadMagnetBusyLabel: "Getting Your Guide...",
  /** Default button of a lead-magnet form, given the magnet's title. */
  leadMagnetButtonLabel: (magnetTitle: string) => `Get the ${magnetTitle}`,
  /** A form given a privacy note links to the policy after it. */
  privacyLinkLabel: "Privacy Policy",
  privacyHref: "/privacy-policy",
} as const;

/** A lead-magnet form waits at least this long before its thank-you page (spec, section 9). */
export const LEAD_MAGNET_MIN_DELAY_MS = 1000;
