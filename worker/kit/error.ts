/** Which Kit call failed: the three of a signup, one of a newsletter issue's broadcast, or one of the small resources (custom fields, tags, a subscriber's fields). */
export type KitCall = "create" | "form" | "tag" | "broadcast" | "resource";

/** Why a Kit call failed, as read from the answer (or its absence). */
export type KitFailureKind =
  | "timeout"
  | "network"
  | "rate_limited"
  | "server"
  | "unauthorized"
  | "not_found"
  | "invalid"
  /** A 2xx or 3xx that is not the answer Kit documents. */
  | "unexpected";

export class KitError extends Error {
  constructor(
    readonly kind: KitFailureKind,
    readonly status: number,
    /** Kit's own messages (`errors`), or the start of the plain-text or HTML body. */
    readonly details: string[],
    readonly call: KitCall,
    /** A 429's Retry-After, in seconds, when Kit sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`Kit ${call} call: ${kind} (${status || "no status"}): ${details.join("; ") || "no details"}`);
    this.name = "KitError";
  }
}

export function kindForStatus(status: number): KitFailureKind {
  if (status === 429) return "rate_limited";
  if (status >= 500) return "server";
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "not_found";
  if (status === 400 || status === 422) return "invalid";
  return "unexpected";
}
