import type { Context } from "hono";
import { signupAlertFor } from "../../src/content";
import { API_ERROR_STATUS, type ApiErrorCode } from "../../src/signup";
import { isDevelopment, type AppEnv } from "../config";
import { refuse } from "../http";

/*
 * Every error an /api answer can carry: its HTTP status (the contract, src/signup/contract.ts)
 * and the words a visitor reads (the spec's error catalogue word for word, src/content/signup.ts,
 * shared with the forms); a code the catalogue does not name gets its "any other failure".
 */
export type { ApiErrorCode };
export interface ApiFailure {
  code: ApiErrorCode;
  /** What went wrong in detail: logged always, answered only in development. */
  details?: string[];
  /** Seconds, for RATE_LIMITED. */
  retryAfter?: number;
}

export function failure(code: ApiErrorCode, details?: string[], retryAfter?: number): ApiFailure {
  return { code, ...(details?.length ? { details } : {}), ...(retryAfter ? { retryAfter } : {}) };
}

/**
 * Codes whose details help a visitor or a developer fix the request itself (which field, which
 * rule). Details of server-side faults (configuration, Kit's own words) stay in the log unless
 * ENVIRONMENT=development.
 */
const PUBLIC_DETAILS: ReadonlySet<ApiErrorCode> = new Set(["INVALID_REQUEST", "INVALID_CONSENT", "UNSUPPORTED_MEDIA_TYPE"]);

/**
 * The one JSON refusal of /api: problem details (worker/http's `refuse`, application/problem+json)
 * whose extension members are what the seed's form reads, `success` (false), `error` (the seed's
 * words), `code` and, for a request's own mistakes (or in development), `details`.
 */
export function apiError(c: Context<AppEnv>, { code, details, retryAfter }: ApiFailure): Response {
  const status = API_ERROR_STATUS[code];
  const message = signupAlertFor(code);
  if (details?.length && status >= 500) console.error(`[api] ${code} ${c.req.method} ${c.req.path}: ${details.join("; ")}`);
  const showDetails = details?.length && (PUBLIC_DETAILS.has(code) || isDevelopment(c.env));
  return refuse(
    c,
    status,
    { code, detail: message, ...(showDetails ? { extensions: { details } } : {}) },
    retryAfter ? { "Retry-After": String(retryAfter) } : {},
  );
}

export function apiSuccess<T extends object>(c: Context<AppEnv>, body: T, status: 200 | 201 = 200): Response {
  return c.json({ success: true, ...body }, status);
}
