import type { StatementGuard } from "../versions";
import { LIVE_SQL } from "./row";

/**
 * SQL about `newsletter_issues` for another module's statement that must read issues in the same
 * query (one round trip, one transaction in a batch): the table's name and its rules stay here.
 * Each is a subquery or a condition; the caller names its own tables only.
 */

/** True when the issue `slug` (an SQL expression of the caller's) is on the web at `now`, `today` (placeholders). */
export const liveIssueSql = (slug: string, now: string, today: string) =>
  `EXISTS (SELECT 1 FROM newsletter_issues WHERE slug = ${slug} AND ${LIVE_SQL(now, today)})`;

/** The published issues (scheduled ones too): slug, date, title, draft. A subquery for a FROM or JOIN. */
export const PUBLISHED_ISSUES_SQL = "(SELECT slug, date, title, draft FROM newsletter_issues WHERE state = 'published')";

/** Every stored issue's slug and date. A subquery for a FROM or JOIN. */
export const ISSUE_DATES_SQL = "(SELECT slug, date FROM newsletter_issues)";

/** Whether an issue is stored at `slug` (an SQL expression): a restored draft keeps its issue only while it exists. */
export const issueExistsSql = (slug: string) => `EXISTS (SELECT 1 FROM newsletter_issues WHERE slug = ${slug})`;

/** The stored email subject or preview text of the issue `slug` (a placeholder), NULL when none. */
export const issueEmailFieldSql = (field: "subject" | "preview_text", slug: string) => `(SELECT ${field} FROM newsletter_issues WHERE slug = ${slug})`;

/**
 * A statement's own condition for the batch of one change of an issue: the change `token` is the
 * last one written to the issue `slug`, i.e. the batch's own write took effect (a publish refused
 * because the address is taken, or an unpublish of an issue already off the web, writes none).
 */
export const issueChanged = (slug: string, token: string): StatementGuard => ({
  sql: (first) => `EXISTS (SELECT 1 FROM newsletter_issues WHERE slug = ?${first} AND change_token = ?${first + 1})`,
  values: [slug, token],
});
