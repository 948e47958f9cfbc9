/**
 * A problem stored as a code with its data (`{ code, ... }`), never words: the reconciler's and the
 * results' Kit problems, the feed's, a dead letter's. Read back, a value counts only when its code is
 * one this version knows; each reader says what an older row (its words, or a code since dropped)
 * reads as.
 */

/** `value` when it is an object whose `code` is one of `codes`. */
export function knownCode<T extends { code: string }>(value: unknown, codes: readonly T["code"][]): T | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  return codes.includes((value as { code?: unknown }).code as T["code"]) ? (value as T) : undefined;
}

/** The JSON a column holds, read as a known code; undefined for words or anything else. */
export function knownCodeIn<T extends { code: string }>(stored: string, codes: readonly T["code"][]): T | undefined {
  try {
    return knownCode<T>(JSON.parse(stored), codes);
  } catch {
    // Not JSON: an older row's words.
    return undefined;
  }
}
