import type { IssueState } from "../../src/publishing/contract";
import { issueStateOf, LIVE_SQL, type IssueRow } from "./repository";

/** Reads of `newsletter_issues` and its versions: one issue, the list, what is on the web, one address's state. */
export function findIssue(db: D1Database, slug: string): Promise<IssueRow | null> {
  return db.prepare("SELECT * FROM newsletter_issues WHERE slug = ?1").bind(slug).first<IssueRow>();
}

/** Every stored issue (published, scheduled and unpublished), newest date first. */
export async function listIssues(db: D1Database): Promise<IssueRow[]> {
  return (await db.prepare("SELECT * FROM newsletter_issues ORDER BY date DESC, slug ASC").all<IssueRow>()).results;
}

/** The issues on the web at `now` (his `today`), newest first. */
export async function liveIssues(db: D1Database, now: Date, today: string): Promise<IssueRow[]> {
  return (
    await db
      .prepare(`SELECT * FROM newsletter_issues WHERE ${LIVE_SQL("?1", "?2")} ORDER BY date DESC, slug ASC`)
      .bind(now.toISOString(), today)
      .all<IssueRow>()
  ).results;
}

/** The issues on the web at `now` (his `today`), newest first, without their text but `withText`'s (an empty draft). */
export async function listedIssues(
  db: D1Database,
  now: Date,
  today: string,
  withText = "",
): Promise<Pick<IssueRow, "slug" | "title" | "date" | "style" | "draft">[]> {
  const statement = db.prepare(
    `SELECT slug, title, date, style, CASE WHEN slug = ?3 THEN draft ELSE '' END AS draft FROM newsletter_issues WHERE ${LIVE_SQL("?1", "?2")} ORDER BY date DESC, slug ASC`,
  );
  return (await statement.bind(now.toISOString(), today, withText).all<Pick<IssueRow, "slug" | "title" | "date" | "style" | "draft">>()).results;
}

/** A stored issue's state at `now` (his `today`), from its one row (the primary key): what an unknown address costs. */
export async function issueStateOn(db: D1Database, slug: string, now: Date, today: string): Promise<IssueState | undefined> {
  const row = await db
    .prepare("SELECT state, date, live_at FROM newsletter_issues WHERE slug = ?1")
    .bind(slug)
    .first<Pick<IssueRow, "state" | "date" | "live_at">>();
  return row ? issueStateOf(row, today, now) : undefined;
}
