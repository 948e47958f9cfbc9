import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { consentLifetimeDays } from "../../src/content";
import { ACCEPT_TYPES, CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentProof } from "../../src/consent-contract";
import { configOf, type AppEnv } from "../config";
import { clientKey, networkKey } from "../limits";
import { firstRow } from "../store";
import { apiError, apiSuccess, failure } from "./errors";
import { jsonBody, limitJsonBody } from "./json-body";
import { isOwnOrigin, mediaTypeOf } from "../http";

/** The consent cookie lives six months; its proof is kept two years (consent-records.ts). */
const COOKIE_MAX_AGE_SECONDS = consentLifetimeDays * 24 * 60 * 60;
/** Changes of one record kept, newest last: a person changes their mind a few times, a script is cut off. */
const MAX_CHANGES = 20;
/**
 * Per client (IPv4 address or IPv6 /64), a day: a household posts a handful of choices, not
 * hundreds. Origin is checked below, but a script sends any Origin it likes; these bounds keep a
 * few clients from spending D1's write budget (each post is a row written), without a Durable
 * Object request (the signup limits need those): 30 in 24 hours counted in the isolate, and 30 a
 * minute across the location's isolates through the Rate Limiting binding `CONSENT_LIMIT`
 * (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/).
 */
const CONSENT_DAY = { max: 30, windowSeconds: 24 * 3600 };
/**
 * Per IPv6 /48 (a site's usual allocation: 65,536 /64s, so the per-/64 bounds alone let one holder
 * post 65,536 times as much), as inquiries are bounded (worker/api/inquiry/endpoint.tsx): 300 in 24
 * hours in the isolate and 120 a minute through `CONSENT_NETWORK_LIMIT`, room for an office or a
 * campus behind one /48. Counted only once the client's own bounds passed, so one /64's flood does
 * not spend its neighbours' allowance.
 */
const CONSENT_NETWORK_DAY = { max: 300, windowSeconds: 24 * 3600 };
const consentWindows = new Map<string, { count: number; resetAt: number }>();
/** Clients and networks one isolate remembers before it forgets the ended windows. */
const MAX_CLIENTS = 10_000;

type Slot = { allowed: true } | { allowed: false; retryAfter: number };

function takeConsentSlot(key: string, bound: { max: number; windowSeconds: number }, now = Date.now()): Slot {
  if (consentWindows.size >= MAX_CLIENTS) for (const [known, window] of consentWindows) if (window.resetAt <= now) consentWindows.delete(known);
  const known = consentWindows.get(key);
  const window = known && known.resetAt > now ? known : { count: 0, resetAt: now + bound.windowSeconds * 1000 };
  if (window.count >= bound.max) return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  window.count++;
  consentWindows.set(key, window);
  return { allowed: true };
}

/** The isolate's day and the binding's minute for one key; a limiter that cannot answer lets the post through (a lost proof of consent is worse). */
async function consentAllowed(key: string, day: { max: number; windowSeconds: number }, minute: RateLimit): Promise<Slot> {
  const slot = takeConsentSlot(key, day);
  if (!slot.allowed) return slot;
  const counted = await minute.limit({ key }).catch(() => ({ success: true }));
  return counted.success ? slot : { allowed: false, retryAfter: 60 };
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

/** The body, checked once before the handler runs. */
const consentProofBody = jsonBody(ConsentProofSchema, "INVALID_CONSENT");

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

/**
 * The browser's consent script always sends Origin with its POST; a request without one is not
 * the site's page, and this endpoint writes to storage, so it must name this site.
 */
const checkSender: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const own = origin !== undefined && isOwnOrigin(origin, c.req.url, configOf(c.env).siteUrl, configOf(c.env).development);
  if (!own || (fetchSite && fetchSite !== "same-origin")) return apiError(c, failure("FORBIDDEN_ORIGIN"));
  const mediaType = mediaTypeOf(c.req.header("Content-Type"));
  if (mediaType !== "application/json") return apiError(c, failure("UNSUPPORTED_MEDIA_TYPE", ["Content-Type must be application/json"]));
  return next();
};

interface StoredConsent extends Omit<ConsentProof, "cookie"> {
  receivedAt: string;
  /** Earlier choices under the same id and revision, oldest first (at most MAX_CHANGES). */
  changes?: Omit<StoredConsent, "changes" | "consentId" | "revision">[];
}

/**
 * POST /api/consent: proof of consent. The browser posts each choice (first consent and every
 * change); one record per consent id and revision a day goes to D1 (`consent_records`, in the database
 * of the inquiries: its free quota, 100,000 rows written a day, holds a viral day's choices and
 * spends nothing the signups need, docs/deploy.md); a change under the same revision updates it
 * and keeps the earlier choice in `changes` (a change on a later day is a record of its own), so the owner can show what a visitor agreed to, and
 * when. No IP address, no user agent: the random consent id is the only identifier.
 */
export const consentHandlers = [
  checkSender,
  limitJsonBody(),
  consentProofBody,
  async (c: Context<AppEnv>) => {
    const proof = consentProofBody.of(c);
    if (!cookieMatches(proof)) return apiError(c, failure("INVALID_CONSENT", ["cookie: does not match the consent record"]));

    const address = c.req.header("CF-Connecting-IP");
    const client = await consentAllowed(clientKey(address), CONSENT_DAY, c.env.CONSENT_LIMIT);
    if (!client.allowed) return apiError(c, failure("RATE_LIMITED", undefined, client.retryAfter));
    const network = networkKey(address);
    const neighbours = network ? await consentAllowed(network, CONSENT_NETWORK_DAY, c.env.CONSENT_NETWORK_LIMIT) : client;
    if (!neighbours.allowed) return apiError(c, failure("RATE_LIMITED", undefined, neighbours.retryAfter));

    const { cookie, ...choice } = proof;
    const id = `${proof.consentId}:${proof.revision}`;
    const db = c.env.DB;
    const receivedAt = new Date().toISOString();
    // Keyed by the day, then the id (migrations/0012): one row written, a cheap expiry.
    const day = receivedAt.slice(0, 10);
    const previous = await firstRow(
      db.prepare("SELECT record FROM consent_records WHERE received_day = ?1 AND id = ?2").bind(day, id),
      v.object({ record: v.string() }),
    )
      .then((row) => (row ? (JSON.parse(row.record) as StoredConsent) : null))
      .catch(() => null);
    const record: StoredConsent = { ...choice, receivedAt };
    if (previous) {
      const { changes = [], consentId: _id, revision: _revision, ...earlier } = previous;
      record.changes = [...changes, earlier].slice(-MAX_CHANGES);
    }
    await db
      .prepare(
        "INSERT INTO consent_records (received_day, id, record, received_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (received_day, id) DO UPDATE SET record = ?3, received_at = ?4",
      )
      .bind(day, id, JSON.stringify(record), receivedAt)
      .run();
    if (cookie) c.header("Set-Cookie", consentCookie(cookie, new URL(c.req.url)));
    return apiSuccess(c, {}, 201);
  },
] as const;
