import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { inquiryForm, owner } from "../../../src/content";
import { isSeenValue, seenVariant } from "../../../src/experiments";
import {
  earliestToday,
  emptyInquiryValues,
  INQUIRY_FORM_PATH,
  INQUIRY_MAX_BODY_BYTES,
  INQUIRY_THANK_YOU_PATH,
  INQUIRY_TURNSTILE_ACTION,
  isSourcePage,
  validateInquiry,
  variantOf,
  type InquiryErrors,
  type InquiryValues,
} from "../../../src/inquiry";
import { SpeakerInquirePage } from "../../../src/pages";
import { signupFields } from "../../../src/signup";
import { afterResponse } from "../../background";
import { configOf, type AppEnv } from "../../config";
import { intakeInquiry } from "../../inquiries";
import { clientKey, networkKey, rateLimit, type RateDecision } from "../../limits";
import { recordInquiry, utcDay } from "../../stats";
import { renderRequestPage } from "../../pages";
import type { StoredInquiry } from "../../store";
import { bodyKindOf, isAllowedOrigin, readBody, refuse, SCRIPT_OR_FORM, type BodyKind } from "../../http";
import { turnstileVerdict } from "../turnstile-check";
import { inquiryLimits } from "./limits";

/** Codes of the endpoint's JSON answers, and their statuses. */
const STATUS = {
  INVALID_INQUIRY: 422,
  INVALID_REQUEST: 400,
  FORBIDDEN_ORIGIN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CHALLENGE_REQUIRED: 429,
  UNAVAILABLE: 503,
  UNSAVED: 503,
} as const;
type Code = keyof typeof STATUS;

const MESSAGES: Record<Exclude<Code, "INVALID_INQUIRY">, string> = {
  INVALID_REQUEST: inquiryForm.failed,
  FORBIDDEN_ORIGIN: inquiryForm.forbidden,
  PAYLOAD_TOO_LARGE: inquiryForm.tooLarge,
  UNSUPPORTED_MEDIA_TYPE: inquiryForm.failed,
  RATE_LIMITED: inquiryForm.rateLimited,
  CHALLENGE_REQUIRED: inquiryForm.challengeRequired,
  UNAVAILABLE: inquiryForm.unavailable,
  UNSAVED: inquiryForm.failed,
};

interface Refusal {
  code: Code;
  errors?: InquiryErrors;
  retryAfter?: number;
  details?: string;
}

/** The form's values as a post sent them, to show the form again (no JavaScript). */
function valuesOf(fields: unknown): InquiryValues {
  const values = emptyInquiryValues();
  if (typeof fields !== "object" || fields === null) return values;
  const raw = fields as Record<string, unknown>;
  for (const key of Object.keys(values) as (keyof InquiryValues)[]) {
    const value = raw[key];
    if (key === "dateFlexible" || key === "virtual") values[key] = value === true || value === "on" || value === "true";
    else if (typeof value === "string") values[key] = value.slice(0, 6000);
  }
  if (!isSourcePage(values.from)) values.from = "";
  if (!isSeenValue(values.experiment)) values.experiment = "";
  return values;
}

/** A refusal: JSON with each field's message for the island; the form again, with its errors, for a plain post. */
async function refuseInquiry(c: Context<AppEnv>, kind: BodyKind, refusal: Refusal, fields?: unknown): Promise<Response> {
  const status = STATUS[refusal.code];
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (refusal.retryAfter !== undefined) headers["Retry-After"] = String(refusal.retryAfter);
  const error = refusal.code === "INVALID_INQUIRY" ? undefined : MESSAGES[refusal.code];
  const challenge = refusal.code === "CHALLENGE_REQUIRED";
  if (kind === "json") {
    // Problem details (worker/http); `errors` holds each field's message for the island.
    const extensions = { ...(refusal.errors ? { errors: refusal.errors } : {}), ...(refusal.details ? { details: [refusal.details] } : {}) };
    return refuse(c, status, { code: refusal.code, detail: error ?? inquiryForm.summaryTitle, extensions }, headers);
  }
  const { html } = await renderRequestPage(
    c,
    SpeakerInquirePage,
    // Without JavaScript the check cannot run: the page says so, keeps the answers and offers them by email.
    { values: valuesOf(fields), errors: refusal.errors, alert: challenge ? inquiryForm.challengeRequiredNoScript : error, challenge },
    { title: `${inquiryForm.headline} | ${owner.name}`, description: inquiryForm.lead, path: INQUIRY_FORM_PATH },
  );
  return c.body(html, status, { ...headers, "Content-Type": "text/html; charset=utf-8" });
}

/** Before the body is read: where the request comes from, and what it says it carries (as POST /api/subscribe). */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { siteUrl, development } = configOf(c.env);
  const kind = bodyKindOf(c.req.header("Content-Type"), SCRIPT_OR_FORM);
  // An inquiry must name this site (Origin or Sec-Fetch-Site): each is an email to the owner.
  if (!isAllowedOrigin(c.req.raw.headers, c.req.url, siteUrl, development, { requireNamed: true }))
    return refuseInquiry(c, kind ?? "json", { code: "FORBIDDEN_ORIGIN" });
  if (!kind)
    return refuseInquiry(c, "json", { code: "UNSUPPORTED_MEDIA_TYPE", details: "Content-Type must be application/json or application/x-www-form-urlencoded" });
  return next();
};

const limitBody = bodyLimit({
  maxSize: INQUIRY_MAX_BODY_BYTES,
  onError: (c) => {
    const context = c as unknown as Context<AppEnv>;
    return refuseInquiry(context, bodyKindOf(context.req.header("Content-Type"), SCRIPT_OR_FORM) ?? "json", { code: "PAYLOAD_TOO_LARGE" });
  },
});

/**
 * POST /api/inquiry: checks the request and the inquiry (src/inquiry/schema.ts, as the form did),
 * limits each client, then stores it (or queues it when D1 refuses) and sends the owner's email
 * after the answer. Success is answered only once the inquiry is kept.
 */
export const inquiryHandlers = [checkSender, limitBody, receiveInquiry] as const;

async function receiveInquiry(c: Context<AppEnv>): Promise<Response> {
  const env = c.env;
  const config = configOf(env);
  const kind = bodyKindOf(c.req.header("Content-Type"), SCRIPT_OR_FORM) as BodyKind;
  const body = await readBody(c, SCRIPT_OR_FORM);
  if (!body.ok) return refuseInquiry(c, kind, { code: "INVALID_REQUEST", details: body.details.join("; ") });

  const checked = validateInquiry(body.fields, earliestToday());
  if (!checked.ok) {
    if (checked.shape !== undefined) return refuseInquiry(c, kind, { code: "INVALID_REQUEST", details: checked.shape });
    return refuseInquiry(c, kind, { code: "INVALID_INQUIRY", errors: checked.errors }, body.fields);
  }
  const { inquiry } = checked;
  const thankYou = inquiry.sourcePage ? `${INQUIRY_THANK_YOU_PATH}?from=${inquiry.sourcePage}` : INQUIRY_THANK_YOU_PATH;
  const success = () => (kind === "json" ? c.json({ success: true, redirect: thankYou }, 200, { "Cache-Control": "no-store" }) : c.redirect(thankYou, 303));
  // A bot filled the hidden field: the same success a person gets, and nothing is kept.
  if (checked.honeypot) return success();

  const token = (body.fields as Record<string, unknown>)[signupFields.turnstile];
  const limited = await countInquiry(c, typeof token === "string" && token ? token : undefined);
  if (limited) return refuseInquiry(c, kind, limited, body.fields);

  // The variant: the design of a /speaker-vN page, or the experiment variant the organiser saw on /speaker.
  const seen = seenVariant(inquiry.sourcePage, checked.seenExperiment, utcDay());
  const variant = seen?.variant ?? (inquiry.sourcePage ? variantOf(inquiry.sourcePage) : null);
  const stored: StoredInquiry = { ...inquiry, id: crypto.randomUUID(), receivedAt: new Date().toISOString(), variant };
  const outcome = await intakeInquiry(env, config, stored, (work) => afterResponse(c, work));
  if (outcome.kind === "unsaved") return refuseInquiry(c, kind, { code: "UNSAVED" }, body.fields);
  afterResponse(c, recordInquiry(env, config, c.req.raw, { page: inquiry.sourcePage || INQUIRY_FORM_PATH, ...(seen ? { seen } : {}) }));
  return success();
}

/** A refused count: spent (the code given), or a counter that could not answer (fail closed). */
function refusalOf(decision: RateDecision, spentCode: "RATE_LIMITED" | "CHALLENGE_REQUIRED"): Refusal | undefined {
  if (decision.allowed) return undefined;
  return "unavailable" in decision ? { code: "UNAVAILABLE", retryAfter: decision.retryAfter } : { code: spentCode, retryAfter: decision.retryAfter };
}

/**
 * Turnstile and the limits, as for signups (worker/api/subscribe/person-check.ts): a valid token
 * counts against the client's higher allowance, no token against the low one, past which the form
 * is asked for the check. Unlike signups this fails closed: when Siteverify cannot answer, or a
 * counter cannot, the inquiry is refused with UNAVAILABLE (the form keeps the answers). Then the
 * client's /48 (IPv6) is counted, only once the client's own count passed, so one /64's flood
 * does not spend its neighbours' allowance.
 */
async function countInquiry(c: Context<AppEnv>, token: string | undefined): Promise<Refusal | undefined> {
  const verdict = await turnstileVerdict(c, token, INQUIRY_TURNSTILE_ACTION);
  if (verdict !== "off" && verdict.outcome === "unavailable") {
    console.warn(`[inquiry] Turnstile unavailable (${verdict.reason}): refused, the form keeps the answers`);
    return { code: "UNAVAILABLE", retryAfter: 60 };
  }
  const address = c.req.header("CF-Connecting-IP");
  const valid = verdict === "off" || verdict.outcome === "valid";
  const [limit, overCode] = valid ? [inquiryLimits.clientVerified, "RATE_LIMITED" as const] : [inquiryLimits.client, "CHALLENGE_REQUIRED" as const];
  if (verdict !== "off" && verdict.outcome === "invalid" && token) console.warn(`[inquiry] Turnstile token counts as none: ${verdict.reason}`);
  const client = refusalOf(await rateLimit(c.env.LIMIT_COUNTER, limit, clientKey(address)), overCode);
  if (client) return client;
  const network = networkKey(address);
  return network ? refusalOf(await rateLimit(c.env.LIMIT_COUNTER, inquiryLimits.network, network), "RATE_LIMITED") : undefined;
}
