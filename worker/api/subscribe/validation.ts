import * as v from "valibot";
import { isMagnetSlug, type MagnetSlug } from "../../../src/content";
import { checkEmail, signupFields } from "../../../src/signup";
import { failure, type ApiFailure } from "../errors";
import { MAX_REFERRER_LENGTH } from "./referrer";

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))));

/** The body's shape. Unknown fields are ignored; known fields must have the right type. */
const SignupBodySchema = v.object({
  [signupFields.email]: v.optional(v.nullable(v.string())),
  [signupFields.magnet]: optionalText(100),
  [signupFields.referrer]: optionalText(MAX_REFERRER_LENGTH),
  [signupFields.source]: optionalText(300),
  [signupFields.form]: optionalText(100),
  [signupFields.experiment]: optionalText(80),
  [signupFields.honeypot]: optionalText(1000),
  // Checked against the code's shape and D1 after the signup is taken; anything else is ignored.
  [signupFields.referral]: optionalText(40),
  // Cloudflare's tokens are at most 2048 characters; a longer one fails here rather than at Siteverify.
  [signupFields.turnstile]: optionalText(2048),
});

export interface SignupInput {
  email: string;
  magnet?: MagnetSlug;
  referrer?: string;
  /** Turnstile's token, when the widget gave one. */
  turnstileToken?: string;
  /** The experiment variant the form's page showed, as the form carried it (checked before it counts). */
  experiment?: string;
  /** The referral code the form carried. */
  referralCode?: string;
}

export type Validated = { ok: true; honeypot: boolean; input: SignupInput } | { ok: false; failure: ApiFailure };

/** Where a form post came from, read even when the rest is invalid, to send the visitor back. */
export function formReturnFields(fields: unknown): { source?: string; form?: string } {
  if (typeof fields !== "object" || fields === null) return {};
  const record = fields as Record<string, unknown>;
  const pick = (name: string) => (typeof record[name] === "string" ? (record[name] as string) : undefined);
  return { source: pick(signupFields.source), form: pick(signupFields.form) };
}

export function validateSignup(fields: unknown): Validated {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return { ok: false, failure: failure("INVALID_REQUEST", ["Body must be an object"]) };
  }
  const parsed = v.safeParse(SignupBodySchema, fields);
  if (!parsed.success) {
    return {
      ok: false,
      failure: failure(
        "INVALID_REQUEST",
        parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`),
      ),
    };
  }
  const body = parsed.output;
  if (body[signupFields.honeypot]) return { ok: true, honeypot: true, input: { email: "" } };

  const rawEmail = body[signupFields.email];
  if (rawEmail == null || rawEmail.trim() === "") return { ok: false, failure: failure("MISSING_EMAIL") };
  const email = checkEmail(rawEmail);
  if (!email.ok) return { ok: false, failure: failure("INVALID_EMAIL", [email.reason]) };

  const magnet = body[signupFields.magnet];
  if (magnet != null && magnet !== "" && !isMagnetSlug(magnet)) return { ok: false, failure: failure("UNKNOWN_MAGNET") };

  const input: SignupInput = { email: email.email };
  if (magnet && isMagnetSlug(magnet)) input.magnet = magnet;
  const referrer = body[signupFields.referrer];
  if (referrer) input.referrer = referrer;
  const seen = body[signupFields.experiment];
  if (seen) input.experiment = seen;
  const code = body[signupFields.referral];
  if (code) input.referralCode = code;
  const token = body[signupFields.turnstile];
  if (token) input.turnstileToken = token;
  return { ok: true, honeypot: false, input };
}
