import { signupLimits } from "./limits";

/**
 * Deliberately close to the browser's own `type=email` rule (WHATWG), so the server never refuses
 * what the form accepted: a local part of the allowed characters, then DNS labels. One dot in the
 * domain is required, as Kit refuses addresses without a top-level domain.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// Any C0/C1 control character or line separator: header injection and log forging.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export type EmailCheck = { ok: true; email: string } | { ok: false; reason: string };

export function checkEmail(raw: string): EmailCheck {
  if (CONTROL_CHARACTERS.test(raw)) return { ok: false, reason: "Email contains control characters" };
  const email = raw.trim();
  if (email.length > signupLimits.maxEmailLength) return { ok: false, reason: `Email is longer than ${signupLimits.maxEmailLength} characters` };
  const [local = ""] = email.split("@");
  if (local.length > 64) return { ok: false, reason: "The part before @ is longer than 64 characters" };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, reason: "Email syntax is invalid" };
  return { ok: true, email };
}

/** Key material for the per-email cooldown: addresses differ only in case are the same mailbox here. */
export function emailIdentity(email: string): string {
  return email.toLowerCase();
}
