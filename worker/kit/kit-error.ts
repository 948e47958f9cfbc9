/**
 * Why a Kit call failed. `transient` failures (timeout, network, 429, 5xx) are worth retrying
 * later; the others will fail the same way until someone changes the data or the configuration.
 */
export type KitFailureKind =
  | "timeout"
  | "network"
  | "rate_limited"
  | "server"
  | "unauthorized"
  | "not_found"
  | "invalid"
  | "unexpected";

const TRANSIENT: ReadonlySet<KitFailureKind> = new Set(["timeout", "network", "rate_limited", "server"]);

export class KitError extends Error {
  constructor(
    readonly kind: KitFailureKind,
    readonly status: number,
    /** Kit's own messages (`errors`), or the plain-text body. */
    readonly details: string[],
  ) {
    super(`Kit ${kind} (${status || "no status"}): ${details.join("; ") || "no details"}`);
    this.name = "KitError";
  }

  get transient(): boolean {
    return TRANSIENT.has(this.kind);
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
