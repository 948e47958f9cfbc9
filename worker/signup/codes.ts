/** Every answer of POST /api/subscribe that is not a success, with its HTTP status. */
export const SIGNUP_ERRORS = {
  MISSING_EMAIL: { status: 400, message: "Please enter a valid email address." },
  INVALID_EMAIL: { status: 400, message: "This email address does not look valid." },
  INVALID_REQUEST: { status: 400, message: "The request could not be read." },
  UNKNOWN_MAGNET: { status: 400, message: "This download does not exist." },
  FORBIDDEN_ORIGIN: { status: 403, message: "Signups are accepted from this site only." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send JSON or a form post." },
  RATE_LIMITED: { status: 429, message: "Too many signups from your connection. Please try again later." },
  CONFIG_ERROR: { status: 500, message: "Server configuration issue. Please contact support." },
  KIT_API_ERROR: { status: 502, message: "Unable to process subscription. Please try again later." },
} as const;

export type SignupErrorCode = keyof typeof SIGNUP_ERRORS;

export interface SignupFailure {
  code: SignupErrorCode;
  details?: string[];
  /** Seconds, for RATE_LIMITED. */
  retryAfter?: number;
}

export function failure(code: SignupErrorCode, details?: string[], retryAfter?: number): SignupFailure {
  return { code, ...(details?.length ? { details } : {}), ...(retryAfter ? { retryAfter } : {}) };
}
