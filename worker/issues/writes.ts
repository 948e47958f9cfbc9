import type { IssueText, StoredSchedule } from "./row";

/**
 * The writes of `newsletter_issues` (and of the texts an edit replaces), as statements: the caller
 * runs them in its own batch with what must change in the same transaction (the broadcast's
 * record, the content version, the search index: worker/publishing/repository.ts).
 */

/** The first ten columns, ?1 to ?10, as the insert and the update both write them. */
const rowValues = (issue: IssueText, now: string, schedule: StoredSchedule) =>
  [issue.slug, issue.title, issue.date, issue.style, issue.draft, now, schedule.send_choice, schedule.send_time, schedule.send_at, schedule.live_at] as const;

/**
 * A change's own token: every write below stores it on the row it changes, so the other statements
 * of the batch can name the change they follow (issueChangedSql, joins.ts) rather than read
 * changes() of whichever statement ran before them.
 */
export const newChangeToken = (): string => crypto.randomUUID();

/** Stores a new issue; it changes no row when the slug is taken (its token is then on no row). */
export function insertIssueStatement(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  token: string = newChangeToken(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at, send_choice, send_time, send_at, live_at, subject, preview_text, change_token)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) ON CONFLICT (slug) DO NOTHING`,
    )
    .bind(...rowValues(issue, now, schedule), issue.subject ?? null, issue.preview_text ?? null, token);
}

/**
 * Replaces an issue's text and schedule, keeping the text it replaces in `newsletter_issue_versions`:
 * the update last. With `unchangedSince` (the row's updated_at as read), only while no other change
 * landed in between (two devices pressing Update at once: one goes through, the other changes nothing).
 */
export function updateIssueStatements(
  db: D1Database,
  issue: IssueText,
  now: string,
  schedule: StoredSchedule,
  token: string = newChangeToken(),
  unchangedSince: string | null = null,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO newsletter_issue_versions (slug, replaced_at, title, date, style, draft, subject, preview_text)
         SELECT slug, ?2, title, date, style, draft, subject, preview_text FROM newsletter_issues WHERE slug = ?1 AND (?3 IS NULL OR updated_at = ?3)`,
      )
      .bind(issue.slug, now, unchangedSince),
    db
      .prepare(
        `UPDATE newsletter_issues SET title = ?2, date = ?3, style = ?4, draft = ?5, updated_at = ?6,
           send_choice = ?7, send_time = ?8, send_at = ?9, live_at = ?10,
           subject = CASE WHEN ?11 THEN ?12 ELSE subject END, preview_text = CASE WHEN ?13 THEN ?14 ELSE preview_text END, change_token = ?15
         WHERE slug = ?1 AND (?16 IS NULL OR updated_at = ?16)`,
      )
      .bind(
        ...rowValues(issue, now, schedule),
        issue.subject !== undefined ? 1 : 0,
        issue.subject ?? null,
        issue.preview_text !== undefined ? 1 : 0,
        issue.preview_text ?? null,
        token,
        unchangedSince,
      ),
  ];
}

/** Takes a published issue off the web (its slug stays taken), its email back to a draft (send_at null). */
export function unpublishIssueStatement(db: D1Database, slug: string, now: string, token: string = newChangeToken()): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE newsletter_issues SET state = 'unpublished', unpublished_at = ?2, send_choice = 'draft', send_at = NULL, change_token = ?3
       WHERE slug = ?1 AND state = 'published'`,
    )
    .bind(slug, now, token);
}

/** Puts an unpublished issue back on the web. */
export function republishIssueStatement(db: D1Database, slug: string, now: string, token: string = newChangeToken()): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE newsletter_issues SET state = 'published', unpublished_at = NULL, updated_at = ?2, change_token = ?3 WHERE slug = ?1 AND state = 'unpublished'`,
    )
    .bind(slug, now, token);
}
