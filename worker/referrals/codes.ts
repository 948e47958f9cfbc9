/**
 * Referral codes and the site's signed links. A code is 10 characters of Crockford base32 from
 * the platform's CSPRNG: 50 random bits, never derived from the address. The progress link carries
 * the code and an HMAC-SHA256 of it under the referral secret (no login, no address in it).
 */
import { REFERRAL_CODE_SHAPE, sharePath } from "../../src/referrals";
import { mailboxOf } from "../store";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const CODE_LENGTH = 10;

export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  // 256 is a multiple of 32: each byte's low 5 bits are uniform.
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
}

/** Whether a path segment can be a code at all (markup, other lengths and cases are not). */
export const isCodeShape = (text: string) => REFERRAL_CODE_SHAPE.test(text);

const encoder = new TextEncoder();
const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined;
  const binary = atob(`${text.replace(/-/g, "+").replace(/_/g, "/")}=`);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const PROGRESS_PURPOSE = "referral-progress:";

export async function progressSignature(secret: string, code: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(PROGRESS_PURPOSE + code)));
}

/** Constant-time check of a progress link's signature (crypto.subtle.verify). */
export async function isProgressSignature(secret: string, code: string, signature: string): Promise<boolean> {
  const bytes = fromBase64url(signature);
  if (!bytes || !isCodeShape(code)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), bytes, encoder.encode(PROGRESS_PURPOSE + code));
}

const keyedHash = async (secret: string, text: string) =>
  base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(`address:${text}`)));

/**
 * A keyed hash of the inbox an address reaches (worker/store's mailboxOf: plus-tags, and dots and
 * googlemail.com at Gmail, folded): who was referred, without keeping the address. `a+1@x.com` and
 * `a@x.com` have one hash, so one inbox is one friend, and never its own referrer.
 */
export const mailboxHash = (secret: string, email: string) => keyedHash(secret, mailboxOf(email));

/**
 * The hash of the address as typed (lower-cased), as rows were keyed before mailboxes: equal to
 * `mailboxHash` for an address that is its own mailbox. Only to find such older rows.
 */
export const addressHash = (secret: string, email: string) => keyedHash(secret, email.trim().toLowerCase());

export { sharePath };
export const progressPath = (code: string, signature: string) => `${sharePath(code)}/progress/${signature}`;
