import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { consentLifetimeDays } from "../../src/content/consent";
import { ACCEPT_TYPES, CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentProof } from "../../src/consent-contract";
import { isProduction, type AppEnv } from "../env";
import { isAllowedOrigin } from "../signup/origin";

/**
 * POST /api/consent: proof of consent. The browser posts each choice (first consent and every
 * change); the record goes to KV so the owner can show what a visitor agreed to, and when. No IP
 * address, no user agent: the random consent id is the only identifier.
 */
export const consentApi = new Hono<AppEnv>();

const MAX_BODY_BYTES = 4 * 1024;
/** Records outlive the six-month choice they prove. */
const RECORD_TTL_SECONDS = 2 * 365 * 24 * 60 * 60;
const COOKIE_MAX_AGE_SECONDS = consentLifetimeDays * 24 * 60 * 60;

const ERRORS = {
  INVALID_CONSENT: { status: 400, message: "The consent record could not be read." },
  FORBIDDEN_ORIGIN: { status: 403, message: "Consent is accepted from this site only." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send JSON." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Use POST." },
} as const;

type ErrorCode = keyof typeof ERRORS;

function fail(c: Context<AppEnv>, code: ErrorCode, details?: string[]) {
  const { status, message } = ERRORS[code];
  return c.json({ success: false, error: message, code, ...(details?.length ? { details } : {}) }, status, { "Cache-Control": "no-store" });
}

/** The consent cookie's value as the library writes it: URI-encoded JSON, nothing that could end a header. */
const COOKIE_VALUE = /^[A-Za-z0-9%._~!*'()-]*$/;

const ConsentProofSchema = v.strictObject({
  consentId: v.pipe(v.string(), v.uuid()),
  categories: v.pipe(
    v.array(v.picklist(CONSENT_CATEGORIES)),
    v.check((categories) => categories.includes("necessary"), "necessary is always on"),
    v.check((categories) => new Set(categories).size === categories.length, "categories repeat"),
  ),
  revision: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  acceptType: v.picklist(ACCEPT_TYPES),
  gpc: v.boolean(),
  cookie: v.pipe(v.string(), v.maxLength(2048), v.regex(COOKIE_VALUE)),
}) satisfies v.GenericSchema<unknown, ConsentProof>;

/** The cookie must say what the proof says, or it is not re-issued (nor is the proof kept). */
function cookieMatches(proof: ConsentProof): boolean {
  if (proof.cookie === "") return true;
  try {
    const value = JSON.parse(decodeURIComponent(proof.cookie)) as Partial<ConsentProof>;
    return (
      value.consentId === proof.consentId &&
      value.revision === proof.revision &&
      Array.isArray(value.categories) &&
      [...value.categories].sort().join() === [...proof.categories].sort().join()
    );
  } catch {
    return false;
  }
}

/**
 * The library's own cookie, written again by the server: Safari keeps cookies set from
 * JavaScript for 7 days only, server cookies for their full life. Same name, path and domain as
 * the library's (it adds Domain when the host has a dot), so this replaces it, not a second copy.
 */
function consentCookie(value: string, requestUrl: URL): string {
  const parts = [`${CONSENT_COOKIE}=${value}`, "Path=/", `Max-Age=${COOKIE_MAX_AGE_SECONDS}`, "SameSite=Lax"];
  if (requestUrl.hostname.includes(".")) parts.push(`Domain=${requestUrl.hostname}`);
  if (requestUrl.protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

consentApi.post(
  "/",
  async (c, next) => {
    if (!isAllowedOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL, !isProduction(c.env))) return fail(c, "FORBIDDEN_ORIGIN");
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (mediaType !== "application/json") return fail(c, "UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json"]);
    return next();
  },
  // Checks Content-Length and counts the bytes as they stream, whatever the header claims.
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c as Context<AppEnv>, "PAYLOAD_TOO_LARGE") }),
  async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(c, "INVALID_CONSENT", ["Body is not valid JSON"]);
    }
    const parsed = v.safeParse(ConsentProofSchema, body);
    if (!parsed.success) {
      return fail(c, "INVALID_CONSENT", parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`));
    }
    const proof = parsed.output;
    if (!cookieMatches(proof)) return fail(c, "INVALID_CONSENT", ["cookie: does not match the consent record"]);

    const receivedAt = new Date().toISOString();
    const { cookie, ...record } = proof;
    await c.env.SIGNUPS_KV.put(`consent:${proof.consentId}:${receivedAt}`, JSON.stringify({ ...record, receivedAt }), {
      expirationTtl: RECORD_TTL_SECONDS,
    });
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (cookie) headers["Set-Cookie"] = consentCookie(cookie, new URL(c.req.url));
    return c.json({ success: true }, 201, headers);
  },
);

consentApi.all("/", (c) => {
  c.header("Allow", "POST");
  return fail(c, "METHOD_NOT_ALLOWED");
});
