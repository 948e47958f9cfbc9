import { MARK_END, MARK_START, matchExpression, type FoundIssue } from "../../src/search";
import * as v from "valibot";
import { liveIssueSql } from "../issues";
import { parseRow } from "../store";

const foundIssue = v.object({ slug: v.string(), date: v.string(), title: v.string(), excerpt: v.string() }) satisfies v.GenericSchema<unknown, FoundIssue>;

/** The most issues one search lists: every issue of a year, and then some. */
export const MOST_FOUND = 60;
/** Title matches weigh ten times text matches in the ranking (bm25's column weights). */
const TITLE_WEIGHT = 10;
const BODY_WEIGHT = 1;
/** Tokens in an excerpt (FTS5 allows up to 64). */
const EXCERPT_TOKENS = 24;

/**
 * The issues on the web on `today` that contain every word (each as a prefix), best first: FTS5's
 * bm25() with the title weighing more than the text
 * (https://www.sqlite.org/fts5.html#the_bm25_function), then the newest. Filtered when asked, not
 * when indexed: an issue published from the previewer must be on the web (worker/issues' rule: a
 * scheduled issue is found from its moment on, with no write); the repository's are dated
 * when they were sent. D1 runs FTS5
 * (https://developers.cloudflare.com/d1/sql-api/sql-statements/#supported-sqlite-extensions).
 * Returns the issues and the rows D1 read to answer.
 */
export async function findIssues(
  db: D1Database,
  words: readonly string[],
  today: string,
  now = new Date(),
): Promise<{ issues: FoundIssue[]; rowsRead: number }> {
  const statement = db
    .prepare(
      `SELECT issue_search.slug AS slug, issue_search.date AS date,
         highlight(issue_search, 3, ?3, ?4) AS title,
         snippet(issue_search, 4, ?3, ?4, '…', ${EXCERPT_TOKENS}) AS excerpt
       FROM issue_search
       WHERE issue_search MATCH ?1 AND issue_search.date <= ?2
         AND (issue_search.origin = 'repository' OR ${liveIssueSql("issue_search.slug", "?5", "?2")})
       ORDER BY bm25(issue_search, 0, 0, 0, ${TITLE_WEIGHT}, ${BODY_WEIGHT}), issue_search.date DESC
       LIMIT ${MOST_FOUND}`,
    )
    .bind(matchExpression(words), today, MARK_START, MARK_END, now.toISOString());
  // Read with its meta (rows read, for the search's cost), each row checked.
  const result = await statement.all();
  return { issues: result.results.map((row) => parseRow(foundIssue, row, statement)), rowsRead: result.meta.rows_read ?? 0 };
}
