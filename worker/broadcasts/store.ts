import { JOB_ENDS_SQL, jobId, leaseHeld, oweAgain, type OutboxClaim } from "../outbox";
import { KIT_DRAFT_JOB } from "./job";

/**
 * The broadcast's record (migrations/0018_issue_broadcasts.sql): written here only. What he wants
 * is set in the batch of each change of the issue, with its revision bumped and its job owed; what
 * Kit confirmed is recorded by the job only while its lease holds, and counts as Kit being in step
 * only for the revision it read.
 */
export type Wanted = { kind: "none" } | { kind: "draft" } | { kind: "scheduled"; sendAt: string };

export interface BroadcastRow {
  slug: string;
  revision: number;
  wanted: Wanted["kind"];
  wanted_send_at: string | null;
  confirmed_revision: number;
  kit_id: number | null;
  kit_send_at: string | null;
  sent_at: string | null;
  refused: string | null;
  schedule_refused: string | null;
  reason: string | null;
  look_first: number;
  changed_at: number;
}

/** A row with its job's end, when the job gave up (dead) and why. */
export interface BroadcastRecord extends BroadcastRow {
  dead_at: number | null;
  last_error: string | null;
}

/** What Kit holds after an attempt; `inStep`: it holds the revision the attempt read (else the job runs again). */
export interface Confirmation {
  kit_id: number | null;
  kit_send_at: string | null;
  sent_at: string | null;
  refused: string | null;
  schedule_refused: string | null;
  inStep: boolean;
}

/**
 * The statements that record what he wants of an issue's email, for the batch that changes the
 * issue: they take effect only when the statement just before them changed the issue (SQLite's
 * changes(), in the same transaction), bump the revision, and owe the job.
 */
export function wantBroadcast(db: D1Database, slug: string, wanted: Wanted, now = Date.now()): D1PreparedStatement[] {
  const sendAt = wanted.kind === "scheduled" ? wanted.sendAt : null;
  return [
    db
      .prepare(
        `INSERT INTO issue_broadcasts (slug, wanted, wanted_send_at, changed_at) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1
         ON CONFLICT (slug) DO UPDATE SET revision = revision + 1, wanted = excluded.wanted, wanted_send_at = excluded.wanted_send_at, changed_at = excluded.changed_at`,
      )
      .bind(slug, wanted.kind, sendAt, now),
    oweAgain(db, KIT_DRAFT_JOB, slug, now),
  ];
}

export function readBroadcast(db: D1Database, slug: string): Promise<BroadcastRow | null> {
  return db.prepare("SELECT * FROM issue_broadcasts WHERE slug = ?1").bind(slug).first<BroadcastRow>();
}

const WITH_JOB = `SELECT b.*, j.dead_at AS dead_at, j.last_error AS last_error FROM issue_broadcasts b LEFT JOIN ${JOB_ENDS_SQL} j ON j.id = '${KIT_DRAFT_JOB}:' || b.slug`;

/** Every issue's broadcast with its job's end (one read), by slug. */
export async function readBroadcastRecords(db: D1Database): Promise<Map<string, BroadcastRecord>> {
  const { results } = await db.prepare(WITH_JOB).all<BroadcastRecord>();
  return new Map(results.map((row) => [row.slug, row]));
}

export function readBroadcastRecord(db: D1Database, slug: string): Promise<BroadcastRecord | null> {
  return db.prepare(`${WITH_JOB} WHERE b.slug = ?1`).bind(slug).first<BroadcastRecord>();
}

/** Records what Kit holds, if `held` is still the job's claim: the revision now (to compare with the one read), or undefined when the claim was lost. */
export async function recordConfirmation(db: D1Database, held: OutboxClaim, revision: number, kit: Confirmation): Promise<number | undefined> {
  const row = await db
    .prepare(
      `UPDATE issue_broadcasts SET kit_id = ?3, kit_send_at = ?4, sent_at = ?5, refused = ?6, schedule_refused = ?7, reason = NULL, look_first = 0,
         confirmed_revision = CASE WHEN revision = ?2 AND ?8 = 1 THEN ?2 ELSE confirmed_revision END
       WHERE slug = ?1 AND ${leaseHeld("?9", "?10")} RETURNING revision`,
    )
    .bind(
      held.id.slice(KIT_DRAFT_JOB.length + 1),
      revision,
      kit.kit_id,
      kit.kit_send_at,
      kit.sent_at,
      kit.refused,
      kit.schedule_refused,
      kit.inStep ? 1 : 0,
      held.id,
      held.token,
    )
    .first<{ revision: number }>();
  return row?.revision;
}

/** Why the attempt did not finish; `lookFirst`: a create may have reached Kit unanswered. While the claim holds. */
export async function noteAttempt(db: D1Database, held: OutboxClaim, reason: string, lookFirst: boolean): Promise<void> {
  await db
    .prepare(`UPDATE issue_broadcasts SET reason = ?2, look_first = MAX(look_first, ?3) WHERE slug = ?1 AND ${leaseHeld("?4", "?5")}`)
    .bind(held.id.slice(KIT_DRAFT_JOB.length + 1), reason, lookFirst ? 1 : 0, held.id, held.token)
    .run();
}

/** Kit reported the email sent (its stats' status): recorded once, at the moment Kit held (else `now`). */
export async function markBroadcastSent(db: D1Database, slug: string, now = new Date()): Promise<void> {
  await db
    .prepare("UPDATE issue_broadcasts SET sent_at = coalesce(kit_send_at, ?2) WHERE slug = ?1 AND sent_at IS NULL AND kit_id IS NOT NULL")
    .bind(slug, now.toISOString())
    .run();
}

/** A note with no claim (Kit not set up here): why nothing reaches Kit. */
export async function noteUnclaimed(db: D1Database, slug: string, reason: string): Promise<void> {
  await db.prepare("UPDATE issue_broadcasts SET reason = ?2 WHERE slug = ?1").bind(slug, reason).run();
}

export const broadcastJobId = (slug: string) => jobId(KIT_DRAFT_JOB, slug);
