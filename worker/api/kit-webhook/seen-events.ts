import * as v from "valibot";
import { batchRows } from "../../store";

/**
 * Kit may send an event more than once (a retried delivery repeats all of its events, and a
 * re-emit can carry one under a new delivery: https://developers.kit.com/webhooks/retries), so
 * each event is claimed by its id before it is handled. The claim is a D1 insert on a primary key
 * (`INSERT … ON CONFLICT DO NOTHING RETURNING`): two deliveries at two locations meet one row, and
 * only the insert that created it gets the id back. A KV get-then-put could let both through.
 *
 * Cost (D1's metrics, https://developers.cloudflare.com/d1/platform/pricing/): one batch (one
 * round trip) per delivery; per event one row written for the claim (a WITHOUT ROWID table with
 * no second index, migrations/0012), and one when the daily cron deletes it a week later, reading
 * the table once (a week of claims); a duplicate writes nothing.
 */
const TABLE = "kit_webhook_events";
/** The row an insert that claimed its event returns. */
const claimedRow = v.object({ event_id: v.string() });
/** Longer than Kit's retries (about 41 hours), so a retry always meets its claim. */
export const CLAIM_KEPT_SECONDS = 7 * 86_400;

/** The ids of `eventIds` this call claimed (the others were claimed before). Throws when D1 cannot answer. */
export async function claimEvents(db: D1Database, eventIds: string[], nowSeconds = Math.floor(Date.now() / 1000)): Promise<Set<string>> {
  if (!eventIds.length) return new Set();
  const insert = db.prepare(`INSERT INTO ${TABLE} (event_id, received_at) VALUES (?1, ?2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`);
  const claims = eventIds.map((id) => insert.bind(id, nowSeconds));
  const results = await db.batch(claims);
  return new Set(claims.flatMap((claim, i) => batchRows(results[i], claim, claimedRow).map((row) => row.event_id)));
}

/** Gives claims back (their handling failed), so Kit's retry of the delivery handles them again. */
export async function releaseEvents(db: D1Database, eventIds: string[]): Promise<void> {
  if (!eventIds.length) return;
  const remove = db.prepare(`DELETE FROM ${TABLE} WHERE event_id = ?1`);
  await db.batch(eventIds.map((id) => remove.bind(id)));
}

/** Deletes claims older than CLAIM_KEPT_SECONDS (the daily cron). */
export async function forgetOldEvents(db: D1Database, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  await db
    .prepare(`DELETE FROM ${TABLE} WHERE received_at < ?1`)
    .bind(nowSeconds - CLAIM_KEPT_SECONDS)
    .run();
}
