import { bumpVersion } from "../versions";
import { wantBroadcast, type Wanted } from "../broadcasts";
import {
  insertIssueStatement,
  republishIssueStatement,
  unpublishIssueStatement,
  updateIssueStatements,
  type IssueRow,
  type IssueText,
  type StoredSchedule,
} from "../issues";

/** The publishing batches: an issue's row (worker/issues) changed with its broadcast's record and the content version. */

/** What he wants of the email: none off the web; else the issue's schedule. */
const wantedOf = (schedule: StoredSchedule): Wanted =>
  schedule.send_choice === "schedule" && schedule.send_at !== null ? { kind: "scheduled", sendAt: schedule.send_at } : { kind: "draft" };

/**
 * Stores a new issue and bumps the content version in one D1 batch, which D1 runs as one
 * transaction (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch): either both
 * happen or neither, so a failure leaves nothing half-published. `false`: the slug is taken.
 * `alongside`: statements that go in the same batch, last (the search index's, worker/search).
 */
export async function insertIssue(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  alongside: D1PreparedStatement[] = [],
): Promise<boolean> {
  const [inserted] = await db.batch([
    insertIssueStatement(db, issue, now, schedule),
    // Its broadcast is wanted, and the version bumped, only when the row went in (SQLite's changes(), in the same transaction).
    ...wantBroadcast(db, issue.slug, wantedOf(schedule), Date.parse(now)),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    ...alongside,
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/**
 * Replaces an issue's text and schedule, keeping the text it replaces in
 * `newsletter_issue_versions`, with what he wants of its email (a new revision of its broadcast:
 * the Kit job never writes to one Kit sent), and bumps the content version: one batch.
 */
export async function updateIssue(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  state: IssueRow["state"],
  alongside: D1PreparedStatement[] = [],
): Promise<void> {
  await db.batch([
    ...updateIssueStatements(db, issue, now, schedule),
    // An unpublished issue's email stays none (its text is kept; it is not on the web).
    ...wantBroadcast(db, issue.slug, state === "unpublished" ? { kind: "none" } : wantedOf(schedule), Date.parse(now)),
    bumpVersion(db, "issues"),
    ...alongside,
  ]);
}

/**
 * Takes an issue off the web (its page answers 410 Gone); its slug stays taken. No email is wanted:
 * a broadcast Kit holds and has not sent goes back to a draft (send_at null).
 */
export async function unpublishIssue(db: D1Database, slug: string, now: string, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [updated] = await db.batch([
    unpublishIssueStatement(db, slug, now),
    ...wantBroadcast(db, slug, { kind: "none" }, Date.parse(now)),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

/** Puts an unpublished issue back on the web, its email a draft (he schedules it again with an edit). `alongside`: the search index's statements. */
export async function republishIssue(db: D1Database, slug: string, now: string, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [updated] = await db.batch([
    republishIssueStatement(db, slug, now),
    ...wantBroadcast(db, slug, { kind: "draft" }, Date.parse(now)),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}
