/**
 * Refusals an isolate remembers: once a subject's counter said "wait N seconds", this isolate
 * answers that subject 429 itself until then, with no Durable Object request (a client that got
 * 429 and keeps sending costs nothing more). Another isolate asks the counter once and learns the
 * same. Bounded: at most MAX_REMEMBERED subjects, the ended refusals and then the oldest forgotten.
 */
const MAX_REMEMBERED = 10_000;
const refusedUntil = new Map<string, number>();

/** Seconds the subject must still wait, as this isolate last heard; undefined when it may ask. */
export function rememberedWait(name: string, now = Date.now()): number | undefined {
  const until = refusedUntil.get(name);
  if (until === undefined) return undefined;
  if (until <= now) {
    refusedUntil.delete(name);
    return undefined;
  }
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** Remembers that the subject was told to wait `retryAfter` seconds. */
export function rememberRefusal(name: string, retryAfter: number, now = Date.now()): void {
  if (refusedUntil.size >= MAX_REMEMBERED) {
    for (const [known, until] of refusedUntil) if (until <= now) refusedUntil.delete(known);
    // A Map keeps insertion order: the first keys are the oldest refusals.
    for (const known of refusedUntil.keys()) {
      if (refusedUntil.size < MAX_REMEMBERED) break;
      refusedUntil.delete(known);
    }
  }
  refusedUntil.delete(name);
  refusedUntil.set(name, now + retryAfter * 1000);
}
