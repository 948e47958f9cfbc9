import { indexableText } from "../../src/search";
import type { IssueFile } from "../../src/newsletter";
import { PUBLISHED_ISSUES_SQL } from "../issues";
import { searchableText } from "./text";

/** The issue a published issue's search entry is made from: its address and its draft as sent. */
export interface IndexedIssue {
  slug: string;
  draft: string;
}

/**
 * The D1 statements that bring the search entry of one issue published from the previewer in step
 * with its row of `newsletter_issues` (worker/issues) (migrations/0013_issue_search.sql). Append them to the same
 * batch as the statement that changes the row, after it: D1 runs a batch as one transaction
 * (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch), so the row and its entry
 * change together or not at all. Call it for every change of a row: publish, edit, unpublish,
 * republish, a date changed by a schedule. Whatever the change, the entry then matches the row:
 *
 * - row published with this draft: the entry is written again (title and date from the row, the
 *   text from `issue.draft`);
 * - row unpublished, or gone: the entry is deleted;
 * - row published with another draft (a publish refused because the address is taken): the entry
 *   is left as it is, since it is the other issue's.
 *
 * Scheduled issues are indexed like live ones; the search leaves out those dated after today, so
 * a scheduled issue is found from its day on with no write.
 */
export function searchIndexStatements(db: D1Database, issue: IndexedIssue): D1PreparedStatement[] {
  return indexStatements(db, [issue]);
}

/** Issues per pair of statements: three bound values each, within D1's 100 per statement (https://developers.cloudflare.com/d1/platform/limits/). */
const ISSUES_PER_STATEMENT = 33;

/** `searchIndexStatements` for many issues at once: two statements per 33 issues, few enough for D1's queries per invocation on Free. */
function indexStatements(db: D1Database, issues: readonly IndexedIssue[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < issues.length; start += ISSUES_PER_STATEMENT) {
    const chunk = issues.slice(start, start + ISSUES_PER_STATEMENT);
    const values = chunk.map((_, i) => `(?${3 * i + 1}, ?${3 * i + 2}, ?${3 * i + 3})`).join(", ");
    const bound = chunk.flatMap((issue) => [issue.slug, issue.draft, searchableText(issue.draft)]);
    const sent = `WITH sent (slug, draft, body) AS (VALUES ${values})`;
    statements.push(
      db
        .prepare(
          `${sent} DELETE FROM issue_search WHERE origin = 'published' AND slug IN (
             SELECT sent.slug FROM sent WHERE NOT EXISTS (SELECT 1 FROM ${PUBLISHED_ISSUES_SQL} n WHERE n.slug = sent.slug AND n.draft <> sent.draft))`,
        )
        .bind(...bound),
      db
        .prepare(
          `${sent} INSERT INTO issue_search (slug, date, origin, title, body)
           SELECT n.slug, n.date, 'published', replace(replace(n.title, char(57344), ' '), char(57345), ' '), sent.body
           FROM sent JOIN ${PUBLISHED_ISSUES_SQL} n ON n.slug = sent.slug AND n.draft = sent.draft`,
        )
        .bind(...bound),
    );
  }
  return statements;
}

export const REPOSITORY_SOURCE = "repository";
export const PUBLISHED_SOURCE = "published";

const recordSource = (db: D1Database, source: string, version: string) =>
  db
    .prepare("INSERT INTO issue_search_sources (source, version) VALUES (?1, ?2) ON CONFLICT (source) DO UPDATE SET version = excluded.version")
    .bind(source, version);

/**
 * Replaces the repository's entries with `issues` (src/content/issues/), unless the index already
 * holds this `version` of them: one batch, each statement checking the version first, so two
 * isolates that start at once write them once.
 */
export function repositoryIndexStatements(db: D1Database, issues: readonly IssueFile[], version: string): D1PreparedStatement[] {
  const stale = `NOT EXISTS (SELECT 1 FROM issue_search_sources WHERE source = '${REPOSITORY_SOURCE}' AND version = ?1)`;
  return [
    db.prepare(`DELETE FROM issue_search WHERE origin = 'repository' AND ${stale}`).bind(version),
    ...issues.map((issue) =>
      db
        .prepare(`INSERT INTO issue_search (slug, date, origin, title, body) SELECT ?2, ?3, 'repository', ?4, ?5 WHERE ${stale}`)
        .bind(version, issue.slug, issue.date, indexableText(issue.title), searchableText(issue.draft)),
    ),
    recordSource(db, REPOSITORY_SOURCE, version),
  ];
}

/** Indexes every published issue again (after a change of the text extraction, or the first time), then records `version`. */
export function publishedIndexStatements(db: D1Database, issues: readonly IndexedIssue[], version: string): D1PreparedStatement[] {
  return [...indexStatements(db, issues), recordSource(db, PUBLISHED_SOURCE, version)];
}
