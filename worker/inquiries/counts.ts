import * as v from "valibot";
import { firstRow } from "../store";

/** Counts of speaker inquiries for the owner's desk (worker/internal): one query each. */

const count = v.object({ n: v.number() });

/** Inquiries received since `since` (ISO 8601) and not marked answered. */
export async function countUnanswered(db: D1Database, since: string): Promise<number> {
  const row = await firstRow(db.prepare("SELECT count(*) AS n FROM speaker_inquiries WHERE answered_at IS NULL AND received_at >= ?1").bind(since), count);
  return Number(row?.n ?? 0);
}

/** Inquiries received from `from` (included) to `to` (excluded), in ms since the epoch. */
export async function countReceivedBetween(db: D1Database, from: number, to: number): Promise<number> {
  const row = await firstRow(
    db
      .prepare("SELECT count(*) AS n FROM speaker_inquiries WHERE received_at >= ?1 AND received_at < ?2")
      .bind(new Date(from).toISOString(), new Date(to).toISOString()),
    count,
  );
  return Number(row?.n ?? 0);
}
