import type { Context } from "hono";
import { signupAlerts } from "../../src/content/signup";
import { isProduction, type AppEnv } from "../env";

/**
 * Every error an /api answer can carry: its HTTP status and the words a visitor reads. The
 * signup codes use the spec's error catalogue word for word (src/content/signup.ts is the one
 * source, shared with the forms); a code the catalogue does not name gets its "any other failure".
 */
export const API_ERRORS = {
  MISSING_EMAIL: { status: 400, message: signupAlerts.MISSING_EMAIL },
  INVALID_EMAIL: { status: 400, message: signupAlerts.INVALID_EMAIL },
  INVALID_REQUEST: { status: 400, message: signupAlerts.FALLBACK },
  UNKNOWN_MAGNET: { status: 400, message: signupAlerts.FALLBACK },
  FORBIDDEN_ORIGIN: { status: 403, message: signupAlerts.FALLBACK },
  PAYLOAD_TOO_LARGE: { status: 413, message: signupAlerts.FALLBACK },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: signupAlerts.FALLBACK },
  RATE_LIMITED: { status: 429, message: signupAlerts.RATE_LIMITED },
  CONFIG_ERROR: { status: 500, message: signupAlerts.CONFIG_ERROR },
  KIT_API_ERROR: { status: 502, message: signupAlerts.KIT_API_ERROR },
  INVALID_CONSENT: { status: 400, message: signupAlerts.FALLBACK },
  NOT_FOUND: { status: 404, message: signupAlerts.FALLBACK },
  METHOD_NOT_ALLOWED: { status: 405, message: signupAlerts.FALLBACK },
  INTERNAL_ERROR: { status: 500, message: signupAlerts.FALLBACK },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

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

/** The one JSON answer of /api: `{success, error?, code?, details?}` (no-store is set by the api middleware). */
export function apiError(c: Context<AppEnv>, { code, details, retryAfter }: ApiFailure): Response {
  const { status, message } = API_ERRORS[code];
  if (details?.length && status >= 500) console.error(`[api] ${code} ${c.req.method} ${c.req.path}: ${details.join("; ")}`);
  const showDetails = details?.length && (PUBLIC_DETAILS.has(code) || (c.env && !isProduction(c.env)));
  if (retryAfter) c.header("Retry-After", String(retryAfter));
  return c.json({ success: false, error: message, code, ...(showDetails ? { details } : {}) }, status);
}

export function apiSuccess<T extends object>(c: Context<AppEnv>, body: T, status: 200 | 201 = 200): Response {
  return c.json({ success: true, ...body }, status);
}
