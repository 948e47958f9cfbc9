import * as v from "valibot";
import { allRows, batchRows, firstRow } from "../store";
import type { DraftRow } from "./rows";

/** One device's continuous typing keeps at most one revision in this long (docs/newsletter.md). */
export const REVISION_EVERY_MS = 10 * 60_000;
/** The newest revisions a draft keeps all of; older ones are thinned to the last of each UTC day. */
export const REVISIONS_KEPT = 100;
/** A deleted draft's text (and history) is kept this many days, then the daily cron removes it. */
export const DELETED_KEPT_DAYS = 30;

/** What replaced a revision's text. */
export const REVISION_REASONS = ["save", "publish", "edit", "restore", "conflict", "delete"] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

/** Events that wrote a text (a draft's written_by, a revision's source) besides a device. */
export const EVENT_SOURCES = ["create", "edit", "publish", "restore"] as const;

/** A revision in the history; `size` is the text's length in characters. */
const revisionSummary = v.object({
  id: v.number(),
  version: v.number(),
  source: v.nullable(v.string()),
  reason: v.picklist(REVISION_REASONS),
  words_changed: v.number(),
  created_at: v.string(),
  size: v.number(),
});
export type RevisionSummary = v.InferOutput<typeof revisionSummary>;

/** A whole revision; its email lines and issue are those of the draft when it was replaced (migration 0024; NULL before). */
const revisionRow = v.object({
  ...revisionSummary.entries,
  draft_id: v.string(),
  text: v.string(),
  style: v.string(),
  title: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  preview_text: v.nullable(v.string()),
  issue_slug: v.nullable(v.string()),
});
export type Revision = v.InferOutput<typeof revisionRow>;

/**
 * Whether the text a change replaces is kept: always, unless it is one device's continuous typing
 * (the same device wrote the text it replaces, and the draft kept a revision less than
 * REVISION_EVERY_MS ago, with no event since).
 */
export function keepsRevision(current: Pick<DraftRow, "written_by" | "revision_at">, reason: RevisionReason, device: string, now: string): boolean {
  if (reason !== "save" || current.written_by !== device || current.revision_at === null) return true;
  return Date.parse(now) - Date.parse(current.revision_at) >= REVISION_EVERY_MS;
}

/**
 * Keeps the draft's current text as a revision, only while the draft still holds `version`: in the
 * same batch as the change, so a refused change keeps nothing and two at once keep one.
 */
export const keepCurrentText = (db: D1Database, id: string, version: number, reason: RevisionReason, wordsChanged: number, now: string) =>
  db
    .prepare(
      `INSERT INTO draft_revisions (draft_id, version, text, style, title, subject, preview_text, issue_slug, source, reason, words_changed, created_at)
       SELECT id, version, text, style, title, subject, preview_text, issue_slug, written_by, ?3, ?4, ?5 FROM newsletter_drafts WHERE id = ?1 AND version = ?2`,
    )
    .bind(id, version, reason, wordsChanged, now);

/** Keeps a text the draft never held (the side of a question he did not keep), as it was asked. */
export async function keepOtherText(
  db: D1Database,
  id: string,
  text: { text: string; style: string; title: string | null },
  baseVersion: number,
  device: string,
  wordsChanged: number,
  now: string,
): Promise<number | null> {
  const insert = db
    .prepare(
      `INSERT INTO draft_revisions (draft_id, version, text, style, title, source, reason, words_changed, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'conflict', ?7, ?8 WHERE EXISTS (SELECT 1 FROM newsletter_drafts WHERE id = ?1) RETURNING id`,
    )
    .bind(id, baseVersion, text.text, text.style, text.title, device, wordsChanged, now);
  const [inserted] = await db.batch([insert, db.prepare("UPDATE newsletter_drafts SET revisions = revisions + 1 WHERE id = ?1").bind(id)]);
  return batchRows(inserted, insert, v.object({ id: v.number() }))[0]?.id ?? null;
}

/** Whether a change that keeps one more revision thins the history first (the draft's count says it is past the bound). */
export const thinsHistory = (current: Pick<DraftRow, "revisions">) => current.revisions + 1 > REVISIONS_KEPT;

/** The draft's revision count after a change: one more, or counted again after a thinning. */
export const revisionCount = (thinned: boolean, kept: boolean) =>
  thinned ? "(SELECT COUNT(*) FROM draft_revisions WHERE draft_id = ?1)" : kept ? "revisions + 1" : "revisions";

/**
 * The history's bound: the newest REVISIONS_KEPT of a draft, and older ones only the last of each
 * UTC day. Run only past the bound (thinsHistory).
 */
export const thinRevisions = (db: D1Database, id: string) =>
  db
    .prepare(
      `DELETE FROM draft_revisions WHERE draft_id = ?1
         AND id < (SELECT id FROM draft_revisions WHERE draft_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)
         AND id NOT IN (SELECT MAX(id) FROM draft_revisions WHERE draft_id = ?1 GROUP BY substr(created_at, 1, 10))`,
    )
    .bind(id, REVISIONS_KEPT - 1);

/** A page of a draft's history, newest first: revisions older than `before` (none: the newest). */
export async function listRevisions(db: D1Database, id: string, before: number | null, limit: number): Promise<RevisionSummary[]> {
  return allRows(
    db
      .prepare(
        `SELECT id, version, source, reason, words_changed, created_at, length(text) AS size FROM draft_revisions
       WHERE draft_id = ?1 AND id < ?2 ORDER BY id DESC LIMIT ?3`,
      )
      .bind(id, before ?? Number.MAX_SAFE_INTEGER, limit),
    revisionSummary,
  );
}

/** One revision of this draft (a revision of another draft is none). */
export const findRevision = (db: D1Database, id: string, revision: number) =>
  firstRow(db.prepare("SELECT *, length(text) AS size FROM draft_revisions WHERE id = ?2 AND draft_id = ?1").bind(id, revision), revisionRow);

/**
 * The daily cron: the history of drafts deleted more than DELETED_KEPT_DAYS ago, by their latest
 * delete only (a draft deleted, restored and deleted again today keeps its 30 days from today).
 */
export async function forgetDeletedDrafts(db: D1Database, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - DELETED_KEPT_DAYS * 86_400_000).toISOString();
  const result = await db
    .prepare(
      `DELETE FROM draft_revisions WHERE draft_id IN (SELECT draft_id FROM draft_revisions WHERE reason = 'delete' GROUP BY draft_id HAVING MAX(created_at) < ?1)
         AND draft_id NOT IN (SELECT id FROM newsletter_drafts)`,
    )
    .bind(cutoff)
    .run();
  return result.meta.changes ?? 0;
}
