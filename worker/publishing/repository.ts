import type { StyleKey } from "../../src/newsletter/types";
import { bumpVersion } from "../versions";
import { oweKitDraft } from "./kit-draft-job";

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
  kit_state: "waiting" | "created" | "refused";
  kit_broadcast_id: number | null;
  kit_reason: string | null;
  kit_edit_pending: number;
  kit_attempted_at: string | null;
  /** migrations/0009_issue_schedule.sql: the email's schedule (./schedule.ts) and what Kit holds. */
  send_choice: "draft" | "schedule";
  send_time: string | null;
  send_at: string | null;
  kit_send_at: string | null;
  kit_sent_at: string | null;
  kit_schedule_reason: string | null;
}

/** The email's schedule as stored (./schedule.ts). */
export interface StoredSchedule {
  send_choice: "draft" | "schedule";
  send_time: string | null;
  send_at: string | null;
}

/** What the owner sends for an issue: the fields of the file format, checked. */
export interface IssueText {
  slug: string;
  title: string;
  date: string;
  style: StyleKey;
  draft: string;
}


/**
 * Stores a new issue and bumps the content version in one D1 batch, which D1 runs as one
 * transaction (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch): either both
 * happen or neither, so a failure leaves nothing half-published. `false`: the slug is taken.
 * `alongside`: statements that go in the same batch, last (the search index's, worker/search).
 */
export async function insertIssue(db: D1Database, issue: IssueText, now: string, schedule: StoredSchedule, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at, send_choice, send_time, send_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7, ?8, ?9) ON CONFLICT (slug) DO NOTHING`,
      )
      .bind(issue.slug, issue.title, issue.date, issue.style, issue.draft, now, schedule.send_choice, schedule.send_time, schedule.send_at),
    // Bumped only when the row went in (changes() is the insert's count, in the same transaction).
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    oweKitDraft(db, issue.slug),
    ...alongside,
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/**
 * Replaces a published issue's text and schedule, keeping the text it replaces in
 * `newsletter_issue_versions`, marks its Kit broadcast for an update when one exists and Kit has
 * not sent it (a sent email is history: the edit changes only the web page), and bumps the
 * content version: one batch.
 */
export async function updateIssue(db: D1Database, issue: IssueText, now: string, schedule: StoredSchedule, alongside: D1PreparedStatement[] = []): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_issue_versions (slug, replaced_at, title, date, style, draft)
         SELECT slug, ?2, title, date, style, draft FROM newsletter_issues WHERE slug = ?1`,
      )
      .bind(issue.slug, now),
    db
      .prepare(
        `UPDATE newsletter_issues SET title = ?2, date = ?3, style = ?4, draft = ?5, updated_at = ?6,
           send_choice = ?7, send_time = ?8, send_at = ?9,
           kit_edit_pending = CASE WHEN kit_state = 'created' AND kit_sent_at IS NULL THEN 1 ELSE kit_edit_pending END
         WHERE slug = ?1`,
      )
      .bind(issue.slug, issue.title, issue.date, issue.style, issue.draft, now, schedule.send_choice, schedule.send_time, schedule.send_at),
    bumpVersion(db, "issues"),
    oweKitDraft(db, issue.slug),
    ...alongside,
  ]);
}

/**
 * Takes an issue off the web (its page answers 410 Gone); its slug stays taken. A scheduled email
 * not sent yet goes back to a draft: its Kit broadcast is marked for an update (send_at null).
 */
export async function unpublishIssue(db: D1Database, slug: string, now: string, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE newsletter_issues SET state = 'unpublished', unpublished_at = ?2, send_choice = 'draft', send_time = NULL, send_at = NULL,
           kit_edit_pending = CASE WHEN kit_state = 'created' AND kit_sent_at IS NULL AND kit_send_at IS NOT NULL THEN 1 ELSE kit_edit_pending END
         WHERE slug = ?1 AND state = 'published'`,
      )
      .bind(slug, now),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    oweKitDraft(db, slug),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

/** Puts an unpublished issue back on the web, its email a draft (he schedules it again with an edit). `alongside`: the search index's statements. */
export async function republishIssue(db: D1Database, slug: string, now: string, alongside: D1PreparedStatement[] = []): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare(`UPDATE newsletter_issues SET state = 'published', unpublished_at = NULL, updated_at = ?2 WHERE slug = ?1 AND state = 'unpublished'`).bind(slug, now),
    bumpVersion(db, "issues", { onlyAfterChange: true }),
    oweKitDraft(db, slug),
    ...alongside,
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

export function findIssue(db: D1Database, slug: string): Promise<IssueRow | null> {
  return db.prepare("SELECT * FROM newsletter_issues WHERE slug = ?1").bind(slug).first<IssueRow>();
}

/** Every stored issue (published, scheduled and unpublished), newest date first. */
export async function listIssues(db: D1Database): Promise<IssueRow[]> {
  return (await db.prepare("SELECT * FROM newsletter_issues ORDER BY date DESC, slug ASC").all<IssueRow>()).results;
}

/** The issues on the web on `today` (published, dated today or earlier), newest first. */
export async function liveIssues(db: D1Database, today: string): Promise<IssueRow[]> {
  return (await db.prepare("SELECT * FROM newsletter_issues WHERE state = 'published' AND date <= ?1 ORDER BY date DESC, slug ASC").bind(today).all<IssueRow>()).results;
}

/** The issues on the web on `today`, newest first, without their text but `withText`'s (an empty draft). */
export async function listedIssues(db: D1Database, today: string, withText = ""): Promise<Pick<IssueRow, "slug" | "title" | "date" | "style" | "draft">[]> {
  const statement = db.prepare(
    "SELECT slug, title, date, style, CASE WHEN slug = ?2 THEN draft ELSE '' END AS draft FROM newsletter_issues WHERE state = 'published' AND date <= ?1 ORDER BY date DESC, slug ASC",
  );
  return (await statement.bind(today, withText).all<Pick<IssueRow, "slug" | "title" | "date" | "style" | "draft">>()).results;
}

/** A stored issue's state on `today`, from its one row (the primary key): what an unknown address costs. */
export async function issueStateOn(db: D1Database, slug: string, today: string): Promise<"live" | "scheduled" | "unpublished" | undefined> {
  const row = await db.prepare("SELECT state, date FROM newsletter_issues WHERE slug = ?1").bind(slug).first<Pick<IssueRow, "state" | "date">>();
  if (!row) return undefined;
  if (row.state === "unpublished") return "unpublished";
  return row.date <= today ? "live" : "scheduled";
}

/** Earlier versions of an issue, oldest first. */
export async function issueVersions(db: D1Database, slug: string): Promise<Pick<IssueRow, "title" | "date" | "style" | "draft">[]> {
  return (await db.prepare("SELECT replaced_at, title, date, style, draft FROM newsletter_issue_versions WHERE slug = ?1 ORDER BY id").bind(slug).all<IssueRow & { replaced_at: string }>()).results;
}
