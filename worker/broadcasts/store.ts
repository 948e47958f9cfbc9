import { SEND_LEAD_MINUTES } from "../../src/publishing";
import { allRows, firstRow } from "../store";
import type { StatementGuard } from "../versions";
import type { BroadcastStore } from "./pass";
import { AFTER_MOMENT_MS, applyOutcome, broadcastRow, UNSETTLED_WATCH_MS, watched, type BroadcastRow, type Outcome, type Wanted } from "./record";

/**
 * The broadcast's record in D1 (migrations/0018, 0022), written only here: what he wants, set in
 * the batch of each change of the issue with its revision bumped, and what the reconciler's passes
 * found in Kit, recorded only while the row is still at the revision the pass read.
 */
export type { BroadcastRow as BroadcastRecord, Wanted } from "./record";

/**
 * The statement that records what he wants of an issue's email, for the batch that changes the
 * issue: it takes effect only when `when` holds as it runs (the batch's own change of the issue took
 * effect), and bumps the revision. A refused change writes nothing here.
 */
export function wantBroadcast(db: D1Database, slug: string, wanted: Wanted, when: StatementGuard, now = Date.now()): D1PreparedStatement {
  const sendAt = wanted.kind === "scheduled" ? wanted.sendAt : null;
  return db
    .prepare(
      `INSERT INTO issue_broadcasts (slug, wanted, wanted_send_at, changed_at, since) SELECT ?1, ?2, ?3, ?4, ?4 WHERE ${when.sql(5)}
       ON CONFLICT (slug) DO UPDATE SET revision = revision + 1, wanted = excluded.wanted, wanted_send_at = excluded.wanted_send_at, changed_at = excluded.changed_at`,
    )
    .bind(slug, wanted.kind, sendAt, now, ...when.values);
}

/** Why "Schedule it again" changed nothing: the email was not deleted in Kit, or its moment is too near for Kit to schedule. */
export type ScheduleAgainRefusal = "not-deleted" | "too-late";

/** Kit is given a moment at least this far ahead (the Publish form's rule): a broadcast made later would be a draft whose moment passed. */
const SCHEDULE_LEAD_MS = SEND_LEAD_MINUTES * 60_000;

/**
 * "Schedule it again" after he deleted the broadcast in Kit: the record forgets Kit's broadcast and
 * moves to a new revision, so the next pass makes one. Refused when the broadcast was not deleted
 * in Kit, or when it is wanted at a moment less than SEND_LEAD_MINUTES away: he moves it first.
 */
export async function scheduleAgain(db: D1Database, slug: string, now = Date.now()): Promise<ScheduleAgainRefusal | null> {
  const { meta } = await db
    .prepare(
      `UPDATE issue_broadcasts SET revision = revision + 1, deleted_in_kit_at = NULL, kit_id = NULL, kit_send_at = NULL, refused = NULL,
         schedule_refused = NULL, send_missed = 0, unsettled_at = 0, unsettled_send_at = NULL, changed_at = ?2, since = ?2
       WHERE slug = ?1 AND deleted_in_kit_at IS NOT NULL AND sent_at IS NULL AND (wanted <> 'scheduled' OR wanted_send_at >= ?3)`,
    )
    .bind(slug, now, new Date(now + SCHEDULE_LEAD_MS).toISOString())
    .run();
  if (meta.changes === 1) return null;
  const row = await readBroadcastRecord(db, slug);
  return row && row.deleted_in_kit_at !== null && row.sent_at === null ? "too-late" : "not-deleted";
}

/**
 * The issues' emails must be made again though he changed nothing in them (a video they name was
 * hidden or shown again): each unsent broadcast moves to a new revision, so the next pass writes
 * its content. One statement for the batch that makes the change; at most 99 issues.
 */
export function reviseBroadcasts(db: D1Database, slugs: readonly string[], now = Date.now()): D1PreparedStatement {
  const some = slugs.slice(0, 99);
  return db
    .prepare(
      `UPDATE issue_broadcasts SET revision = revision + 1, changed_at = ?1
       WHERE sent_at IS NULL AND deleted_in_kit_at IS NULL AND slug IN (${some.map((_, i) => `?${i + 2}`).join(", ") || "NULL"})`,
    )
    .bind(now, ...some);
}

export function readBroadcastRecord(db: D1Database, slug: string): Promise<BroadcastRow | null> {
  return firstRow(db.prepare("SELECT * FROM issue_broadcasts WHERE slug = ?1").bind(slug), broadcastRow);
}

/** Every issue's broadcast (one read), by slug. */
export async function readBroadcastRecords(db: D1Database): Promise<Map<string, BroadcastRow>> {
  const results = await allRows(db.prepare("SELECT * FROM issue_broadcasts"), broadcastRow);
  return new Map(results.map((row) => [row.slug, row]));
}

/** Kit reported the email sent (its stats' status): recorded once, at the moment Kit held (else `now`). */
export async function markBroadcastSent(db: D1Database, slug: string, now = new Date()): Promise<void> {
  await db
    .prepare("UPDATE issue_broadcasts SET sent_at = coalesce(kit_send_at, ?2) WHERE slug = ?1 AND sent_at IS NULL AND kit_id IS NOT NULL")
    .bind(slug, now.toISOString())
    .run();
}

/**
 * Kit answered 404 for the broadcast the record knows (its results' refresh): the issue is watched
 * again, so the next pass reads Kit's list and, if it is gone unsent, says "Deleted in Kit". The list
 * decides, never the 404 alone.
 */
export async function lookAgain(db: D1Database, slug: string, now = Date.now()): Promise<void> {
  await db.prepare("UPDATE issue_broadcasts SET unsettled_at = ?2 WHERE slug = ?1 AND sent_at IS NULL AND kit_id IS NOT NULL").bind(slug, now).run();
}

/** A change made before `before` (ms) that Kit's list has not yet been found to hold (one row read at most). */
export async function changeWaiting(db: D1Database, before: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS waiting FROM issue_broadcasts WHERE confirmed_revision <> revision AND sent_at IS NULL AND changed_at < ?1 LIMIT 1")
    .bind(before)
    .first();
  return row !== null;
}

const FACTS = [
  "kit_id",
  "kit_send_at",
  "sent_at",
  "refused",
  "schedule_refused",
  "reason",
  "unsettled_at",
  "unsettled_send_at",
  "send_missed",
  "deleted_in_kit_at",
  "confirmed_revision",
] as const;

/**
 * The rows a pass reads: unsent and not in step, or with a moment not long past; or, sent or not,
 * unsettled lately or with a moment an unknown call carried not long past (the SQL says in one
 * query what `watched` says of a row, which checks each row again).
 */
const WATCHED_SQL = `SELECT * FROM issue_broadcasts WHERE unsettled_at > ?1 OR unsettled_send_at > ?2
  OR (sent_at IS NULL AND (confirmed_revision <> revision OR (wanted = 'scheduled' AND wanted_send_at > ?2) OR kit_send_at > ?2))`;

export function d1BroadcastStore(db: D1Database): BroadcastStore {
  return {
    async watched(now) {
      const results = await allRows(db.prepare(WATCHED_SQL).bind(now - UNSETTLED_WATCH_MS, new Date(now - AFTER_MOMENT_MS).toISOString()), broadcastRow);
      return results.filter((row) => watched(row, now));
    },
    async record(row, outcome: Outcome) {
      const next = applyOutcome(row, row.revision, outcome);
      if (!next) return undefined;
      if (FACTS.every((column) => next[column] === row[column])) return next;
      const written = await firstRow(
        db
          .prepare(`UPDATE issue_broadcasts SET ${FACTS.map((column, i) => `${column} = ?${i + 3}`).join(", ")} WHERE slug = ?1 AND revision = ?2 RETURNING *`)
          .bind(row.slug, row.revision, ...FACTS.map((column) => next[column])),
        broadcastRow,
      );
      return written ?? undefined;
    },
    async noteUnread(slugs, reason) {
      // D1 binds at most 100 values a statement (https://developers.cloudflare.com/d1/platform/limits/).
      slugs = slugs.slice(0, 99);
      if (slugs.length === 0) return;
      await db
        .prepare(`UPDATE issue_broadcasts SET reason = ?1 WHERE slug IN (${slugs.map((_, i) => `?${i + 2}`).join(", ")})`)
        .bind(reason, ...slugs)
        .run();
    },
  };
}
