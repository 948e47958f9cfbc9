import { issueExistsSql } from "../issues";
import { findDraftRow, type DraftRow } from "./rows";
import { findRevision, keepCurrentText, revisionCount, thinRevisions, thinsHistory } from "./revisions";
import { wordsChanged } from "./words-changed";

// The issue a restored draft was bound to, while the issue exists and no other draft edits it (opened for an edit since).
const FREE_ISSUE = `CASE WHEN ${issueExistsSql("r.issue_slug")}
  AND NOT EXISTS (SELECT 1 FROM newsletter_drafts WHERE issue_slug = r.issue_slug) THEN r.issue_slug END`;

export type Restored = { kind: "restored" } | { kind: "missing" } | { kind: "changed" };

/**
 * Makes a revision the draft's text, the current text kept as a revision first, only while the
 * draft still holds `baseVersion` (two devices restoring at once: one wins, the other is told, as
 * for saves). A deleted draft (its history kept DELETED_KEPT_DAYS) comes back with the revision's text.
 */
export async function restoreRevision(db: D1Database, id: string, revisionId: number, baseVersion: number, now: string): Promise<Restored> {
  const [current, revision] = await Promise.all([findDraftRow(db, id), findRevision(db, id, revisionId)]);
  if (!revision) return { kind: "missing" };
  if (!current) {
    const back = await db
      .prepare(
        `INSERT INTO newsletter_drafts (id, version, text, style, title, subject, preview_text, issue_slug, written_by, revisions, created_at, updated_at)
         SELECT ?1, (SELECT MAX(version) + 1 FROM draft_revisions WHERE draft_id = ?1), text, style, title, subject, preview_text, ${FREE_ISSUE},
           'restore', (SELECT COUNT(*) FROM draft_revisions WHERE draft_id = ?1), ?3, ?3 FROM draft_revisions r
         WHERE id = ?2 AND draft_id = ?1 AND NOT EXISTS (SELECT 1 FROM newsletter_drafts WHERE id = ?1)`,
      )
      .bind(id, revisionId, now)
      .run();
    return (back.meta.changes ?? 0) === 1 ? { kind: "restored" } : { kind: "changed" };
  }
  return restoreText(db, current, revision, baseVersion, now);
}

/** Makes `text` the draft's (a revision's, or a published version's), the current text kept first, only while it holds `baseVersion`. */
export async function restoreText(
  db: D1Database,
  current: DraftRow,
  revision: { text: string; style: string; title: string | null },
  baseVersion: number,
  now: string,
): Promise<Restored> {
  const id = current.id;
  if (current.version !== baseVersion) return { kind: "changed" };
  const thin = thinsHistory(current);
  const results = await db.batch([
    keepCurrentText(db, id, current.version, "restore", wordsChanged(current.text, revision.text), now),
    ...(thin ? [thinRevisions(db, id)] : []),
    db
      .prepare(
        `UPDATE newsletter_drafts SET text = ?4, style = ?5, title = COALESCE(?6, title), version = version + 1,
           updated_at = ?3, written_by = 'restore', revision_at = NULL, revisions = ${revisionCount(thin, true)} WHERE id = ?1 AND version = ?2`,
      )
      .bind(id, baseVersion, now, revision.text, revision.style, revision.title),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) === 1 ? { kind: "restored" } : { kind: "changed" };
}
