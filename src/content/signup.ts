/**
 * Words and numbers of the signup forms, shared by the islands (what people read) and the worker
 * (field names, codes in redirects). The alert texts are the error catalogue, word for word.
 */

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
} as const;

/** Query parameter a form post's error travels back in: `?signup_error=CODE:formId`. */
export const SIGNUP_ERROR_PARAM = "signup_error";

/**
 * The ids of the site's signup forms (the `id` each page gives its form). A `signup_error` naming
 * another form shows no alert, so the page cache keys it as none (worker/pages/page-query.ts);
 * test/worker/page-query.test.ts fails when a page renders a form missing here.
 */
export const SIGNUP_FORM_IDS = ["hero-signup", "closing-signup", "archive-signup", "issue-signup", "course-waitlist"] as const;

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
} as const;

export function signupAlertFor(code: string | undefined): string {
  switch (code) {
    case "MISSING_EMAIL":
    case "CONFIG_ERROR":
    case "KIT_API_ERROR":
    case "NETWORK":
    case "INVALID_EMAIL":
    case "RATE_LIMITED":
      return signupAlerts[code];
    default:
      return signupAlerts.FALLBACK;
  }
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
