import * as v from "valibot";
import { allRows, firstRow } from "../store";
import { must } from "../../src/must.ts";
/**
 * Searches that found no issue, for the owner (`search_misses`, migrations/0013_issue_search.sql):
 * the normalised words and the UTC day (the stats page's days), counted, and nothing else (no address, no user agent, no
 * time finer than the day). What readers can make the site write is capped whatever their number
 * or their networks: searches are limited per client and per IPv6 /48 (page.tsx), and a day holds
 * at most MISS_QUERIES_A_DAY distinct searches of at most MISS_QUERY_MAX_BYTES each, counted up to
 * MISSES_COUNTED_A_DAY in all. So misses write at most 2,000 D1 rows a day (2 % of Free's 100,000)
 * and keep at most 200 x 90 rows of about 150 bytes (under 3 MB).
 */

/** Days kept: the stats page's longest period. */
export const MISSES_KEPT_DAYS = 90;
/** Searches the stats page lists, most asked first. */
export const MISSES_SHOWN = 20;
/** Distinct searches a day keeps: a day's real misses fit, a flood of made-up words is cut off. */
export const MISS_QUERIES_A_DAY = 200;
/** Misses counted a day, all searches together: each count is one D1 row written. */
export const MISSES_COUNTED_A_DAY = 2_000;
/** UTF-8 bytes of a kept search: 100 characters of Latin text; fewer of other scripts or emoji. */
export const MISS_QUERY_MAX_BYTES = 120;

/** The search cut to MISS_QUERY_MAX_BYTES of UTF-8, never inside a character. */
export function cappedQuery(search: string): string {
  const bytes = new TextEncoder().encode(search);
  if (bytes.length <= MISS_QUERY_MAX_BYTES) return search;
  let end = MISS_QUERY_MAX_BYTES;
  while (end > 0 && (must(bytes[end]) & 0xc0) === 0x80) end--;
  return new TextDecoder().decode(bytes.subarray(0, end)).trimEnd();
}

/** The day this isolate found full: no D1 query until the next day. */
let fullDay: string | undefined;

/**
 * Counts one search that found nothing: one upsert, one row written, unless the day is full (then
 * nothing is written, and this isolate asks no more that day). The caps are checked in the same
 * statement (the day's rows are at most MISS_QUERIES_A_DAY, read from the primary key), so
 * concurrent misses never pass them. Never throws: the reader's answer does not wait on it.
 */
export async function recordMiss(db: D1Database, day: string, search: string): Promise<void> {
  if (fullDay === day) return;
  try {
    const result = await db
      .prepare(
        `INSERT INTO search_misses (day, query, count)
         SELECT ?1, ?2, 1
         WHERE (SELECT coalesce(sum(count), 0) FROM search_misses WHERE day = ?1) < ${MISSES_COUNTED_A_DAY}
           AND ((SELECT count(*) FROM search_misses WHERE day = ?1) < ${MISS_QUERIES_A_DAY}
             OR EXISTS (SELECT 1 FROM search_misses WHERE day = ?1 AND query = ?2))
         ON CONFLICT (day, query) DO UPDATE SET count = count + 1`,
      )
      .bind(day, cappedQuery(search))
      .run();
    if ((result.meta.changes ?? 0) === 0 && (await dayIsFull(db, day))) fullDay = day;
  } catch (error) {
    console.error("[search] could not count a search that found nothing", error);
  }
}

/** Whether no search can be counted on `day` any more (a new search is refused while a known one may still count). */
async function dayIsFull(db: D1Database, day: string): Promise<boolean> {
  const row = await firstRow(
    db.prepare("SELECT coalesce(sum(count), 0) AS total FROM search_misses WHERE day = ?1").bind(day),
    v.object({ total: v.number() }),
  );
  return Number(row?.total ?? 0) >= MISSES_COUNTED_A_DAY;
}

/** Forgets the full day (tests). */
export function forgetFullDay(): void {
  fullDay = undefined;
}

const searchMiss = v.object({ query: v.string(), count: v.number() });
export type SearchMiss = v.InferOutput<typeof searchMiss>;

/** The searches that found nothing from `from` to `to` (UTC days, inclusive), most asked first. Throws when D1 cannot answer. */
export async function readMisses(db: D1Database, from: string, to: string): Promise<SearchMiss[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT query, SUM(count) AS count FROM search_misses WHERE day BETWEEN ?1 AND ?2 GROUP BY query ORDER BY count DESC, query LIMIT ${MISSES_SHOWN}`,
      )
      .bind(from, to),
    searchMiss,
  );
  return results.map((row) => ({ query: row.query, count: Number(row.count) }));
}

/** Deletes the days older than MISSES_KEPT_DAYS (the daily cron). */
export async function pruneMisses(db: D1Database, now = Date.now()): Promise<void> {
  const oldest = new Date(now - (MISSES_KEPT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  await db.prepare("DELETE FROM search_misses WHERE day < ?1").bind(oldest).run();
}
