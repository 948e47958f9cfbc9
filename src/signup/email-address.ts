/**
 * The one rule for an email address, used by the signup forms before they send and by the
 * server before it calls Kit, so the browser never accepts what the server refuses.
 *
 * Close to the browser's own `type=email` rule (WHATWG): a local part of the allowed characters,
 * then DNS labels. Stricter in two ways the server needs: the domain must have a dot (Kit refuses
 * addresses without a top-level domain, so `user@localhost` is out), and RFC 5321 lengths.
 */
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** RFC 5321: a forward path of 256 octets, so an address of at most 254; a local part of 64. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// Any C0/C1 control character or line separator: header injection and log forging.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export type EmailCheck = { ok: true; email: string } | { ok: false; reason: string };

/** Checks an address as typed (surrounding spaces are dropped) and gives the one to use. */
export function checkEmail(raw: string): EmailCheck {
  if (CONTROL_CHARACTERS.test(raw)) return { ok: false, reason: "Email contains control characters" };
  const email = raw.trim();
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, reason: `Email is longer than ${EMAIL_MAX_LENGTH} characters` };
  const [local = ""] = email.split("@");
  if (local.length > LOCAL_PART_MAX_LENGTH) return { ok: false, reason: `The part before @ is longer than ${LOCAL_PART_MAX_LENGTH} characters` };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, reason: "Email syntax is invalid" };
  return { ok: true, email };
}
