import * as v from "valibot";
import { allRows } from "../store";

/**
 * Daily tallies of the site's guards, for the owner's pages: how many signups were taken on the
 * per-client allowance alone because Turnstile's Siteverify could not answer, and how many wrong
 * passwords the internal pages were sent. Counted in D1 (`guard_tallies`,
 * migrations/0005_*.sql) with one upsert, so concurrent requests add up exactly; counting never
 * fails the request it counts (a failure is logged).
 */
export const TALLIES = ["signup-unverified", "wrong-password"] as const;
export type TallyName = (typeof TALLIES)[number];
export type Tallies = Record<TallyName, number>;

const utcDay = (time = Date.now()) => new Date(time).toISOString().slice(0, 10);

/** Adds `count` to the tally `name` of `day` (today). Never throws. */
export async function countTally(db: D1Database, name: TallyName, count = 1, day = utcDay()): Promise<void> {
  try {
    await db
      .prepare("INSERT INTO guard_tallies (day, name, count) VALUES (?1, ?2, ?3) ON CONFLICT (day, name) DO UPDATE SET count = count + ?3")
      .bind(day, name, count)
      .run();
  } catch (error) {
    console.error(`[tallies] could not count ${count} ${name}:`, error);
  }
}

/** The least time between two writes of a held tally in one isolate. */
export const HELD_WRITE_MS = 60_000;
const held = new Map<TallyName, { pending: number; day: string; writtenAt: number }>();

/**
 * Adds one to today's tally `name`, written at most once a minute per isolate: a count that comes
 * within a minute of the isolate's last write waits in the isolate and goes with the next count
 * after that minute (or of another day). A lone count (the owner mistyping) is written at once;
 * a flood (every wrong password a client sends) costs one D1 row a minute, not one per attempt.
 * What an isolate holds when it is evicted is not counted: at most a minute of a flood. Never throws.
 */
export function countTallyHeld(db: D1Database, name: TallyName, now = Date.now()): Promise<void> {
  const day = utcDay(now);
  const entry = held.get(name) ?? { pending: 0, day, writtenAt: -Infinity };
  const earlier = entry.day !== day && entry.pending > 0 ? countTally(db, name, entry.pending, entry.day) : undefined;
  if (earlier) entry.pending = 0;
  entry.day = day;
  entry.pending++;
  held.set(name, entry);
  if (!earlier && now - entry.writtenAt < HELD_WRITE_MS) return Promise.resolve();
  const count = entry.pending;
  entry.pending = 0;
  entry.writtenAt = now;
  return Promise.all([earlier, countTally(db, name, count, day)]).then(() => undefined);
}

/** Forgets the counts held in the isolate (tests). */
export function forgetHeldTallies(): void {
  held.clear();
}

/** The tallies of from..to (UTC days as YYYY-MM-DD, inclusive); zero where none. Throws when D1 cannot answer. */
export async function readTallies(db: D1Database, from: string, to: string): Promise<Tallies> {
  const results = await allRows(
    db.prepare("SELECT name, SUM(count) AS total FROM guard_tallies WHERE day BETWEEN ?1 AND ?2 GROUP BY name").bind(from, to),
    v.object({ name: v.string(), total: v.number() }),
  );
  const tallies = Object.fromEntries(TALLIES.map((name) => [name, 0])) as Tallies;
  for (const { name, total } of results) if ((TALLIES as readonly string[]).includes(name)) tallies[name as TallyName] = Number(total);
  return tallies;
}

/** Days kept: the stats page's longest period. */
export const TALLIES_KEPT_DAYS = 90;

/** Deletes the days older than TALLIES_KEPT_DAYS (the daily cron). */
export async function pruneTallies(db: D1Database, now = Date.now()): Promise<void> {
  const oldest = utcDay(now - (TALLIES_KEPT_DAYS - 1) * 86_400_000);
  await db.prepare("DELETE FROM guard_tallies WHERE day < ?1").bind(oldest).run();
}
