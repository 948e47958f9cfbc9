import type { IssueState } from "../../src/publishing/contract";
import type { StyleKey } from "../../src/newsletter-contract/types";
import { bumpVersion } from "../versions";
import { wantBroadcast, type Wanted } from "../broadcasts";

/** A row of `newsletter_issues` (migrations/0002_newsletter_issues.sql). */
export interface IssueRow {
  slug: string;
  title: string;
  date: string;
  style: StyleKey;
  draft: string;
  state: "published" | "unpublished";
  published_at: string;
  updated_at: string;
  unpublished_at: string | null;
  /** migrations/0009_issue_schedule.sql: the email's schedule (./schedule.ts); what Kit holds is the broadcast's record (worker/broadcasts). */
  send_choice: "draft" | "schedule";
  /** The issue's time on his clock, HH:MM (NULL before migration 0018: 00:00). */
  send_time: string | null;
  send_at: string | null;
  /** migrations/0018: the issue's one moment (ISO 8601, UTC), from which it is on the web; NULL: from 00:00 of its date in his zone (issues stored before). */
  live_at: string | null;
  /** migrations/0021: the email's subject and preview text; NULL: the title and the hook. */
  subject: string | null;
  preview_text: string | null;
}

/** The issue's moment and its email's schedule as stored (./schedule.ts). */
export interface StoredSchedule {
  send_choice: "draft" | "schedule";
  send_time: string | null;
  send_at: string | null;
  live_at: string;
}

/**
 * An issue on the web at `?now` (ISO 8601) and his `?today`: published, and its moment come (an
 * issue stored before 0018, without one, from its day). `now`, `today`: the statement's placeholders.
 */
export const LIVE_SQL = (now: string, today: string) => `state = 'published' AND (CASE WHEN live_at IS NULL THEN date <= ${today} ELSE live_at <= ${now} END)`;

/** Where an issue stands at `now` (his `today`): off the web, on it, or waiting for its moment. */
export function issueStateOf(row: Pick<IssueRow, "state" | "date" | "live_at">, today: string, now: Date): IssueState {
  if (row.state === "unpublished") return "unpublished";
  const coming = row.live_at === null ? row.date > today : Date.parse(row.live_at) > now.getTime();
  return coming ? "scheduled" : "live";
}

/** What the owner sends for an issue: the fields of the file format, checked. */
export interface IssueText {
  slug: string;
  title: string;
  date: string;
  style: StyleKey;
  draft: string;
  /** The email's subject and preview text (null: the title and the hook); undefined: NULL on a publish, as they were on an edit. */
  subject?: string | null;
  preview_text?: string | null;
}

/** What he wants of the email: none off the web; else the issue's schedule. */
const wantedOf = (schedule: StoredSchedule): Wanted =>
  schedule.send_choice === "schedule" && schedule.send_at !== null ? { kind: "scheduled", sendAt: schedule.send_at } : { kind: "draft" };

/** The first ten columns, ?1 to ?10, as the insert and the update both write them. */
const rowValues = (issue: IssueText, now: string, schedule: StoredSchedule) =>
  [issue.slug, issue.title, issue.date, issue.style, issue.draft, now, schedule.send_choice, schedule.send_time, schedule.send_at, schedule.live_at] as const;

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
    db
      .prepare(
        `INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at, send_choice, send_time, send_at, live_at, subject, preview_text)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7, ?8, ?9, ?10, ?11, ?12) ON CONFLICT (slug) DO NOTHING`,
      )
      .bind(...rowValues(issue, now, schedule), issue.subject ?? null, issue.preview_text ?? null),
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
    db
      .prepare(
        `INSERT INTO newsletter_issue_versions (slug, replaced_at, title, date, style, draft, subject, preview_text)
         SELECT slug, ?2, title, date, style, draft, subject, preview_text FROM newsletter_issues WHERE slug = ?1`,
      )
      .bind(issue.slug, now),
    db
      .prepare(
        `UPDATE newsletter_issues SET title = ?2, date = ?3, style = ?4, draft = ?5, updated_at = ?6,
           send_choice = ?7, send_time = ?8, send_at = ?9, live_at = ?10,
           subject = CASE WHEN ?11 THEN ?12 ELSE subject END, preview_text = CASE WHEN ?13 THEN ?14 ELSE preview_text END
         WHERE slug = ?1`,
      )
      .bind(
        ...rowValues(issue, now, schedule),
        issue.subject !== undefined ? 1 : 0,
        issue.subject ?? null,
        issue.preview_text !== undefined ? 1 : 0,
        issue.preview_text ?? null,
      ),
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
    db
      .prepare(
        `UPDATE newsletter_issues SET state = 'unpublished', unpublished_at = ?2, send_choice = 'draft', send_at = NULL
         WHERE slug = ?1 AND state = 'published'`,
      )
      .bind(slug, now),
    ...wantBroadcast(db, slug, { kind: "none" }, Date.parse(now)),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

/** Puts an unpublished issue back on the web, its email a draft (he schedules it again with an edit). `alongside`: the search index's statements. */
export async function republishIssue(db: D1Database, slug: string, now: string, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(`UPDATE newsletter_issues SET state = 'published', unpublished_at = NULL, updated_at = ?2 WHERE slug = ?1 AND state = 'unpublished'`)
      .bind(slug, now),
    ...wantBroadcast(db, slug, { kind: "draft" }, Date.parse(now)),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}
