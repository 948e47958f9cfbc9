import { momentsOf, readAgainSoon, type BroadcastRow } from "./record";

/**
 * When the next pass is due: a minute on while any issue is not in step (or an answer is unknown),
 * else the first of 10 and 2 minutes before each moment Kit may send an issue at (a last look for a
 * copy Kit committed late) and a minute after it (to see it sent); null when nothing is watched,
 * so the object sleeps.
 */
export const LOOKS_AROUND_MOMENT_MS = [-10 * 60_000, -2 * 60_000, 60_000] as const;
export const AGAIN_MS = 60_000;

export function nextWake(rows: readonly BroadcastRow[], now: number): number | null {
  let next: number | null = null;
  const consider = (at: number) => {
    if (at > now && (next === null || at < next)) next = at;
  };
  for (const row of rows) {
    if (readAgainSoon(row, now)) consider(now + AGAIN_MS);
    for (const moment of momentsOf(row)) {
      const look = LOOKS_AROUND_MOMENT_MS.map((offset) => moment + offset).find((at) => at > now);
      if (look !== undefined) consider(look);
    }
  }
  return next;
}
