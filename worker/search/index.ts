/**
 * Full-text search of the archive (D1's FTS5, migrations/0013_issue_search.sql; docs/newsletter.md#search):
 * the results page (`GET /newsletter/issues?q=`), the index kept in step with each published issue,
 * and the searches that found nothing, for the owner's stats page.
 *
 * For the publishing endpoint and anything else that changes a row of `newsletter_issues`
 * (publish, edit, unpublish, republish, a new date): append `searchIndexStatements(db, issue)` to
 * the same D1 batch, after the statement that changes the row (statements.ts says what it does in
 * each case). The repository's issues are indexed by the first search after a deploy that changed them.
 */
export { searchIndexStatements, type IndexedIssue } from "./statements";
export { isSearch, serveSearch } from "./page";
export { pruneMisses, readMisses, type SearchMiss } from "./misses";
