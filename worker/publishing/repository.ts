import { bumpVersion } from "../versions";
import { wantBroadcast, type Wanted } from "../broadcasts";
import {
  insertIssueStatement,
  issueChanged,
  newChangeToken,
  republishIssueStatement,
  unpublishIssueStatement,
  updateIssueStatements,
  type IssueRow,
  type IssueText,
  type StoredSchedule,
} from "../issues";

/**
 * The publishing batches: an issue's row (worker/issues) changed with its broadcast's record and the
 * content version, in one D1 batch, which D1 runs as one transaction
 * (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch). The row's write carries a
 * token of its own; every other statement names that token (issueChanged), so a refused change (an
 * address already taken, an issue already off the web) changes no table at all.
 */

/** What he wants of the email: none off the web; else the issue's schedule. */
const wantedOf = (schedule: StoredSchedule): Wanted =>
  schedule.send_choice === "schedule" && schedule.send_at !== null ? { kind: "scheduled", sendAt: schedule.send_at } : { kind: "draft" };

/** What the email is told of a change: what he wants now, or nothing (Kit is sending it: the change reaches the web page only). */
export type EmailChange = Wanted | "leave";

/** The statements after a change's own write: its email's record (unless left as it is) and the content version. */
function followers(db: D1Database, slug: string, token: string, email: EmailChange, now: string): D1PreparedStatement[] {
  const when = issueChanged(slug, token);
  return [...(email === "leave" ? [] : [wantBroadcast(db, slug, email, when, Date.parse(now))]), bumpVersion(db, "issues", when)];
}

/**
 * Stores a new issue with what he wants of its email and bumps the content version: either all
 * happen or none. `false`: the slug is taken (nothing changed). `alongside`: statements that go in
 * the same batch, last (the search index's, worker/search, which check the row themselves).
 */
export async function insertIssue(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  alongside: D1PreparedStatement[] = [],
): Promise<boolean> {
  const token = newChangeToken();
  const [inserted] = await db.batch([
    insertIssueStatement(db, issue, now, schedule, token),
    ...followers(db, issue.slug, token, wantedOf(schedule), now),
    ...alongside,
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/**
 * Replaces an issue's text and schedule, keeping the text it replaces in
 * `newsletter_issue_versions`, with what he wants of its email (a new revision of its broadcast,
 * unless `email` is "leave"), and bumps the content version: one batch. `unchangedSince`: only while
 * the row's updated_at is still that (false: another change landed first, nothing changed).
 */
export async function updateIssue(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  state: IssueRow["state"],
  { email, alongside = [], unchangedSince = null }: { email?: "leave"; alongside?: D1PreparedStatement[]; unchangedSince?: string | null } = {},
): Promise<boolean> {
  const token = newChangeToken();
  // An unpublished issue's email stays none (its text is kept; it is not on the web).
  const wanted = email ?? (state === "unpublished" ? { kind: "none" as const } : wantedOf(schedule));
  const results = await db.batch([
    ...updateIssueStatements(db, issue, now, schedule, token, unchangedSince),
    ...followers(db, issue.slug, token, wanted, now),
    ...alongside,
  ]);
  return (results[1]?.meta.changes ?? 0) === 1;
}

/** A change of where the issue stands on the web (`statement`, carrying `token`), its email told `email` unless left: one batch. */
async function changeOnWeb(
  db: D1Database,
  statement: (token: string) => D1PreparedStatement,
  slug: string,
  now: string,
  email: EmailChange,
  alongside: D1PreparedStatement[],
): Promise<boolean> {
  const token = newChangeToken();
  const [updated] = await db.batch([statement(token), ...followers(db, slug, token, email, now), ...alongside]);
  return (updated?.meta.changes ?? 0) === 1;
}

/**
 * Takes an issue off the web (its page answers 410 Gone); its slug stays taken. No email is wanted:
 * a broadcast Kit holds and has not sent goes back to a draft (send_at null), unless Kit is sending it.
 */
export const unpublishIssue = (
  db: D1Database,
  slug: string,
  now: string,
  { email, alongside = [] }: { email?: "leave"; alongside?: D1PreparedStatement[] } = {},
): Promise<boolean> => changeOnWeb(db, (token) => unpublishIssueStatement(db, slug, now, token), slug, now, email ?? { kind: "none" }, alongside);

/** Puts an unpublished issue back on the web, its email a draft (he schedules it again with an edit). `alongside`: the search index's statements. */
export const republishIssue = (
  db: D1Database,
  slug: string,
  now: string,
  { email, alongside = [] }: { email?: "leave"; alongside?: D1PreparedStatement[] } = {},
): Promise<boolean> => changeOnWeb(db, (token) => republishIssueStatement(db, slug, now, token), slug, now, email ?? { kind: "draft" }, alongside);
