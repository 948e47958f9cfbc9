import { knownCode } from "../stored-code.ts";

/**
 * Why a signup did not reach Kit, as stored: a code with its data, never words (issue 59). The queue
 * message carries it (`lastError`), a dead letter keeps it (`reason`, and its code in the KV
 * metadata); src/content/delivery-problems.ts says it in the owner's words when his page or
 * `npm run signups` shows it. Records from before hold a sentence instead: they still show.
 */
export type DeliveryProblem =
  /** Kit answered with a failure, or did not answer (status 0); `details` are Kit's own messages. */
  | { code: "kit"; kind: string; status: number; call: string; details?: string[] }
  /** Kit refused the address itself; `details` are Kit's own messages. */
  | { code: "invalid-email"; details: string[] }
  /** Kit's settings are missing or malformed: the names of the settings. */
  | { code: "not-configured"; settings: string[] }
  /** The local store of development (no Kit key) failed. */
  | { code: "local-store" }
  /** Kit asked to wait (429) or the request budget had no slot. */
  | { code: "paused" }
  /** The signups queue gave up after its max_retries deliveries. */
  | { code: "queue-gave-up" }
  /** Anything else that was thrown (the worker's log has the error). */
  | { code: "unexpected" };

/** Each code, for reading a stored value back. */
export const DELIVERY_PROBLEM_CODES: readonly DeliveryProblem["code"][] = [
  "kit",
  "invalid-email",
  "not-configured",
  "local-store",
  "paused",
  "queue-gave-up",
  "unexpected",
];

/** A stored reason, as this version writes it (a code) or as an older one did (its words). */
export type StoredReason = DeliveryProblem | string;

/** A stored reason read back: a code this version knows, or an older record's words; anything else is none. */
export function storedReasonOf(value: unknown): StoredReason | undefined {
  return typeof value === "string" ? value : knownCode<DeliveryProblem>(value, DELIVERY_PROBLEM_CODES);
}
