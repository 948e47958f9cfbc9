/**
 * Searches that found no issue, for the owner (`search_misses`, migrations/0013_issue_search.sql):
 * the normalised words and the UTC day, counted, and nothing else (no address, no user agent, no
 * time finer than the day). One row written per search that found nothing, and such searches are
 * limited per client (page.tsx), so a reader cannot spend D1's writes.
 */

/** Days kept: the stats page's longest period. */
export const MISSES_KEPT_DAYS = 90;
/** Searches the stats page lists, most asked first. */
export const MISSES_SHOWN = 20;

/**
 * Counts one search that found nothing: one upsert, one row written. Bounded by the day and the
 * words (one row each), the per-client limit on searches and the daily pruning; a cap per day would
 * cost a count of the day's rows on every miss. Never throws: the reader's answer does not wait on it.
 */
export async function recordMiss(db: D1Database, day: string, search: string): Promise<void> {
  try {
    await db
      .prepare("INSERT INTO search_misses (day, query, count) VALUES (?1, ?2, 1) ON CONFLICT (day, query) DO UPDATE SET count = count + 1")
      .bind(day, search)
      .run();
  } catch (error) {
    console.error("[search] could not count a search that found nothing", error);
  }
}

export interface SearchMiss {
  query: string;
  count: number;
}

/** The searches that found nothing from `from` to `to` (UTC days, inclusive), most asked first. Throws when D1 cannot answer. */
export async function readMisses(db: D1Database, from: string, to: string): Promise<SearchMiss[]> {
  const { results } = await db
    .prepare(`SELECT query, SUM(count) AS count FROM search_misses WHERE day BETWEEN ?1 AND ?2 GROUP BY query ORDER BY count DESC, query LIMIT ${MISSES_SHOWN}`)
    .bind(from, to)
    .all<SearchMiss>();
  return results.map((row) => ({ query: row.query, count: Number(row.count) }));
}

/** Deletes the days older than MISSES_KEPT_DAYS (the daily cron). */
export async function pruneMisses(db: D1Database, now = Date.now()): Promise<void> {
  const oldest = new Date(now - (MISSES_KEPT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  await db.prepare("DELETE FROM search_misses WHERE day < ?1").bind(oldest).run();
}
