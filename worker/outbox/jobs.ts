import * as v from "valibot";
import { allRows, firstRow } from "../store";

/**
 * One outbox for work owed to an outside service (Kit, the owner's inbox): a job is owed, claimed
 * with a lease, then done, failed (tried again after a backoff), or dead after its kind's limit.
 * A claim moves `next_at` past the lease: a runner that dies mid-job leaves a lease that expires,
 * and the next sweep takes the job up again. Only the holder of the current lease can close it.
 * D1 runs each statement alone and in order (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch),
 * so the conditional UPDATE of a claim is the whole lock: of two runners, one changes the row.
 */

/** How a kind of job is run: its lease, its backoff and when it is given up. */
export interface OutboxPolicy {
  /** A claim lasts this long; a job must be over well within it. */
  leaseSeconds: number;
  /** The wait before the next try, after `attempts` tries have failed (1 after the first failure). */
  backoffSeconds(attempts: number): number;
  /** Failures after which the job is dead (kept for the owner's pages, never run again). */
  maxAttempts: number;
}

/** A held claim: pass it back to close the job. */
export interface OutboxClaim {
  id: string;
  token: string;
  /** Tries before this one. */
  attempts: number;
  generation: number;
  /** When the job was claimed while an earlier claim had expired: the earlier runner may have done part of it. */
  takenUp: boolean;
}

const outboxJob = v.object({
  id: v.string(),
  kind: v.string(),
  created_at: v.number(),
  next_at: v.number(),
  lease: v.nullable(v.string()),
  taken_up: v.number(),
  attempts: v.number(),
  generation: v.number(),
  done_at: v.nullable(v.number()),
  dead_at: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
});
export type OutboxJob = v.InferOutput<typeof outboxJob>;

export const jobId = (kind: string, subject: string) => `${kind}:${subject}`;

/**
 * Owes a job once: a job of that id that exists (open, done or dead) is left as it is. A statement,
 * so that it joins the batch that makes the work owed (an inquiry stored and its email owed at once).
 */
export function oweOnce(db: D1Database, kind: string, subject: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox_jobs (id, kind, created_at, next_at) VALUES (?1, ?2, ?3, ?3) ON CONFLICT (id) DO NOTHING")
    .bind(jobId(kind, subject), kind, now);
}

/**
 * Owes a job again (an edit to send): a done or dead job opens with its attempts at zero, an open
 * one is due now, and the generation moves on, so a run that started before closes nothing.
 */
export function oweAgain(db: D1Database, kind: string, subject: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox_jobs (id, kind, created_at, next_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (id) DO UPDATE SET generation = generation + 1, done_at = NULL, dead_at = NULL, last_error = NULL,
         attempts = CASE WHEN done_at IS NOT NULL OR dead_at IS NOT NULL THEN 0 ELSE attempts END,
         next_at = CASE WHEN lease IS NULL THEN MIN(next_at, excluded.next_at) ELSE next_at END`,
    )
    .bind(jobId(kind, subject), kind, now);
}

/** Claims an open, due job (never run, waiting for its next try, or whose lease expired); undefined when another runner holds it or it is closed. */
export async function claim(db: D1Database, id: string, policy: Pick<OutboxPolicy, "leaseSeconds">, now = Date.now()): Promise<OutboxClaim | undefined> {
  const token = crypto.randomUUID();
  const claimed = db
    .prepare(
      // SET reads the row as it was (https://sqlite.org/lang_update.html): `taken_up` says an earlier lease was still on it.
      `UPDATE outbox_jobs SET next_at = ?2, lease = ?3, taken_up = (lease IS NOT NULL)
       WHERE id = ?1 AND done_at IS NULL AND dead_at IS NULL AND next_at <= ?4
       RETURNING attempts, generation, taken_up`,
    )
    .bind(id, now + policy.leaseSeconds * 1000, token, now);
  const row = await firstRow(claimed, v.pick(outboxJob, ["attempts", "generation", "taken_up"]));
  if (!row) return undefined;
  return { id, token, attempts: row.attempts, generation: row.generation, takenUp: row.taken_up === 1 };
}

/**
 * Closes a held job: `done`; or `again` when it was owed again meanwhile (its generation moved on:
 * an edit made during the run), then it is due again at once with its tries at zero, and the
 * runner should run it again now, since the edit's own runner found the job held and left it;
 * `lost` when the claim was no longer held. One statement: D1 runs it alone, so no change slips
 * between the test of the generation and the close.
 */
export async function finish(db: D1Database, held: OutboxClaim, now = Date.now()): Promise<"done" | "again" | "lost"> {
  const finished = db
    .prepare(
      `UPDATE outbox_jobs SET lease = NULL,
         done_at = CASE WHEN generation = ?4 THEN ?3 END,
         attempts = CASE WHEN generation = ?4 THEN attempts + 1 ELSE 0 END,
         last_error = CASE WHEN generation = ?4 THEN NULL ELSE last_error END,
         next_at = CASE WHEN generation = ?4 THEN next_at ELSE ?3 END
       WHERE id = ?1 AND lease = ?2 RETURNING done_at`,
    )
    .bind(held.id, held.token, now, held.generation);
  const row = await firstRow(finished, v.pick(outboxJob, ["done_at"]));
  if (!row) return "lost";
  return row.done_at !== null ? "done" : "again";
}

/** The job is done, unless it was owed again meanwhile: then it is due again at once. False when the claim was lost. */
export async function complete(db: D1Database, held: OutboxClaim, now = Date.now()): Promise<boolean> {
  return (await finish(db, held, now)) !== "lost";
}

/**
 * The try failed: due again after the backoff, or dead at the kind's limit. Says which; `lost` when
 * the claim was no longer held. A job owed again during the try (its generation moved on: an edit
 * made meanwhile) is new work: due again at once with its tries at zero, never dead.
 */
export async function fail(db: D1Database, held: OutboxClaim, error: unknown, policy: OutboxPolicy, now = Date.now()): Promise<"again" | "dead" | "lost"> {
  const attempts = held.attempts + 1;
  const dead = attempts >= policy.maxAttempts;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const failed = db
    .prepare(
      `UPDATE outbox_jobs SET lease = NULL, last_error = ?6,
         attempts = CASE WHEN generation = ?7 THEN ?3 ELSE 0 END,
         next_at = CASE WHEN generation = ?7 THEN ?4 ELSE ?8 END,
         dead_at = CASE WHEN generation = ?7 THEN ?5 END
       WHERE id = ?1 AND lease = ?2 RETURNING dead_at`,
    )
    .bind(held.id, held.token, attempts, now + policy.backoffSeconds(attempts) * 1000, dead ? now : null, message, held.generation, now);
  const row = await firstRow(failed, v.pick(outboxJob, ["dead_at"]));
  if (!row) return "lost";
  return row.dead_at !== null ? "dead" : "again";
}

/**
 * A condition for a statement of the job's own module: true while `held` is still the job's claim
 * (no other runner took it up). `idParam`, `tokenParam`: the statement's placeholders for them.
 */
export const leaseHeld = (idParam: string, tokenParam: string) => `EXISTS (SELECT 1 FROM outbox_jobs WHERE id = ${idParam} AND lease = ${tokenParam})`;

/** A statement that closes a job whoever holds it: the work is known done (an email accepted), or taken over by other work. */
export function closeJob(db: D1Database, id: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("UPDATE outbox_jobs SET done_at = ?2, lease = NULL, attempts = attempts + 1, last_error = NULL WHERE id = ?1 AND done_at IS NULL")
    .bind(id, now);
}

/** Gives a claim back without counting a try (the work was not attempted): due again at once. */
export async function release(db: D1Database, held: OutboxClaim, now = Date.now()): Promise<void> {
  await db.prepare("UPDATE outbox_jobs SET lease = NULL, next_at = ?3 WHERE id = ?1 AND lease = ?2").bind(held.id, held.token, now).run();
}

/** Ids of one kind's due jobs (including expired claims), oldest due first; `createdBefore` leaves young jobs to their first runner. */
export async function dueJobs(db: D1Database, kind: string, options: { now?: number; limit: number; createdBefore?: number }): Promise<string[]> {
  const now = options.now ?? Date.now();
  const due = db
    .prepare(
      `SELECT id FROM outbox_jobs WHERE kind = ?1 AND done_at IS NULL AND dead_at IS NULL AND next_at <= ?2 AND created_at < ?3 ORDER BY next_at LIMIT ?4`,
    )
    .bind(kind, now, options.createdBefore ?? Number.MAX_SAFE_INTEGER, options.limit);
  return (await allRows(due, v.pick(outboxJob, ["id"]))).map((row) => row.id);
}

export async function findJob(db: D1Database, id: string): Promise<OutboxJob | null> {
  return firstRow(db.prepare("SELECT * FROM outbox_jobs WHERE id = ?1").bind(id), outboxJob);
}

/** Forgets jobs done before `before` (the retention of each kind is its owner's business). */
export function forgetDone(db: D1Database, kind: string, before: number): D1PreparedStatement {
  return db.prepare("DELETE FROM outbox_jobs WHERE kind = ?1 AND done_at < ?2").bind(kind, before);
}

/** Doubling waits from `first` seconds, capped at `max`. */
export const doubling = (first: number, max: number) => (attempts: number) => Math.min(max, first * 2 ** Math.max(0, attempts - 1));
