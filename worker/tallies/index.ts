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

/** Adds one to today's tally `name`. Never throws. */
export async function countTally(db: D1Database, name: TallyName): Promise<void> {
  try {
    await db.prepare("INSERT INTO guard_tallies (day, name, count) VALUES (?1, ?2, 1) ON CONFLICT (day, name) DO UPDATE SET count = count + 1").bind(utcDay(), name).run();
  } catch (error) {
    console.error(`[tallies] could not count a ${name}:`, error);
  }
}

/** The tallies of from..to (UTC days as YYYY-MM-DD, inclusive); zero where none. Throws when D1 cannot answer. */
export async function readTallies(db: D1Database, from: string, to: string): Promise<Tallies> {
  const { results } = await db.prepare("SELECT name, SUM(count) AS total FROM guard_tallies WHERE day BETWEEN ?1 AND ?2 GROUP BY name").bind(from, to).all<{ name: string; total: number }>();
  const tallies = Object.fromEntries(TALLIES.map((name) => [name, 0])) as Tallies;
  for (const { name, total } of results) if ((TALLIES as readonly string[]).includes(name)) tallies[name as TallyName] = Number(total);
  return tallies;
}
