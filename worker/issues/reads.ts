import * as v from "valibot";
import { issueVersionSql } from "./versions";
import { SEND_CHOICES, type IssueState } from "../../src/publishing";
import { STYLE_KEYS } from "../../src/newsletter-contract";
import { allRows, firstRow } from "../store";
import { readWithVersion } from "../versions";
import { issueRow, issueStateOf, LIVE_SQL, type IssueRow } from "./row";

/** Reads of `newsletter_issues`: one issue, the list, what is on the web, one address's state. */
export function findIssue(db: D1Database, slug: string): Promise<IssueRow | null> {
  return firstRow(db.prepare("SELECT * FROM newsletter_issues WHERE slug = ?1").bind(slug), issueRow);
}

/** The slugs of the stored issues whose draft names `text` (a video's id), at most 99. */
export async function issuesNaming(db: D1Database, text: string): Promise<string[]> {
  const results = await allRows(
    db.prepare("SELECT slug FROM newsletter_issues WHERE instr(draft, ?1) > 0 LIMIT 99").bind(text),
    v.object({ slug: v.string() }),
  );
  return results.map((row) => row.slug);
}

/** Every stored issue (published, scheduled and unpublished), newest date first. */
export async function listIssues(db: D1Database): Promise<IssueRow[]> {
  return allRows(db.prepare("SELECT * FROM newsletter_issues ORDER BY date DESC, slug ASC"), issueRow);
}

/** The issues on the web at `now` (his `today`), newest first. */
export async function liveIssues(db: D1Database, now: Date, today: string): Promise<IssueRow[]> {
  return allRows(
    db.prepare(`SELECT * FROM newsletter_issues WHERE ${LIVE_SQL("?1", "?2")} ORDER BY date DESC, slug ASC`).bind(now.toISOString(), today),
    issueRow,
  );
}

const listedIssue = v.pick(issueRow, ["slug", "title", "date", "style", "draft"]);
type ListedIssue = v.InferOutput<typeof listedIssue>;

/** The issues on the web at `now` (his `today`), newest first, without their text but `withText`'s (an empty draft). */
export async function listedIssues(db: D1Database, now: Date, today: string, withText = ""): Promise<ListedIssue[]> {
  const statement = db.prepare(
    `SELECT slug, title, date, style, CASE WHEN slug = ?3 THEN draft ELSE '' END AS draft FROM newsletter_issues WHERE ${LIVE_SQL("?1", "?2")} ORDER BY date DESC, slug ASC`,
  );
  return allRows(statement.bind(now.toISOString(), today, withText), listedIssue);
}

/** A stored issue's state at `now` (his `today`), from its one row (the primary key): what an unknown address costs. */
export async function issueStateOn(db: D1Database, slug: string, now: Date, today: string): Promise<IssueState | undefined> {
  const row = await firstRow(
    db.prepare("SELECT state, date, live_at FROM newsletter_issues WHERE slug = ?1").bind(slug),
    v.pick(issueRow, ["state", "date", "live_at"]),
  );
  return row ? issueStateOf(row, today, now) : undefined;
}

/** An issue's title, date and style, or null (a draft's Publish form offers "Update" for it). */
const issueHeading = v.object({
  title: v.string(),
  date: v.string(),
  style: v.picklist(STYLE_KEYS),
  send_time: v.nullable(v.string()),
  send_choice: v.picklist(SEND_CHOICES),
  version: v.number(),
});

export function findIssueHeading(db: D1Database, slug: string): Promise<v.InferOutput<typeof issueHeading> | null> {
  return firstRow(
    db.prepare(`SELECT title, date, style, send_time, send_choice, ${issueVersionSql("?1")} AS version FROM newsletter_issues WHERE slug = ?1`).bind(slug),
    issueHeading,
  );
}

/** The slug, title and date of an issue on the web at `now` (his `today`), or null: one row read at most (its share image). */
export function liveIssueHeading(db: D1Database, slug: string, now: Date, today: string) {
  return firstRow(
    db.prepare(`SELECT slug, title, date FROM newsletter_issues WHERE slug = ?1 AND ${LIVE_SQL("?2", "?3")}`).bind(slug, now.toISOString(), today),
    v.object({ slug: v.string(), title: v.string(), date: v.string() }),
  );
}

/** Every published issue's slug and text (the search index built again). */
export async function publishedDrafts(db: D1Database): Promise<{ slug: string; draft: string }[]> {
  return allRows(db.prepare("SELECT slug, draft FROM newsletter_issues WHERE state = 'published'"), v.object({ slug: v.string(), draft: v.string() }));
}

/** The issues' version with the newest moment already due and the next one to come (either null), in one query. */
const issueMoments = { due: v.nullable(v.string()), next: v.nullable(v.string()) };
type IssueMoments = { version: number; due: string | null; next: string | null };

/** One query: the 'issues' version (worker/versions) and both moments, read from the (state, date) index. */
export async function readIssueMoments(db: D1Database, now: Date, today: string): Promise<IssueMoments | null> {
  // The moment of each issue (its day for one stored before migration 0018 gave issues a time).
  return readWithVersion(
    db,
    "issues",
    `(SELECT max(coalesce(live_at, date)) FROM newsletter_issues WHERE ${LIVE_SQL("?2", "?3")}) AS due,
     (SELECT min(coalesce(live_at, date)) FROM newsletter_issues WHERE state = 'published' AND NOT (${LIVE_SQL("?2", "?3")})) AS next`,
    [now.toISOString(), today],
    issueMoments,
  );
}
