import * as v from "valibot";
import { draftTexts } from "../../src/content";
import { DRAFT_ID_PATTERN, firstWords } from "../../src/publishing";
import { restoreRevision, type Restored } from "./restore";
import { DELETED_KEPT_DAYS } from "./revisions";
import { allRows, firstRow } from "../store";

/**
 * A deleted draft as "Recently deleted" lists it: the whole draft as its latest delete kept it,
 * the start of its text (for its first words), when it was deleted (its latest delete).
 */
const deletedDraft = v.object({ id: v.string(), title: v.nullable(v.string()), opening: v.string(), deletedAt: v.string() });
export type DeletedDraft = v.InferOutput<typeof deletedDraft>;

const cutoffOf = (now: number) => new Date(now - DELETED_KEPT_DAYS * 86_400_000).toISOString();

// Each deleted draft's latest delete (a draft deleted, restored and deleted again counts from the last).
const LATEST_DELETES = "SELECT MAX(id) FROM draft_revisions WHERE reason = 'delete' GROUP BY draft_id";

/** The drafts deleted in the last DELETED_KEPT_DAYS and not restored since, last deleted first. */
export async function listDeletedDrafts(db: D1Database, now = Date.now(), limit = 200): Promise<DeletedDraft[]> {
  return allRows(
    db
      .prepare(
        `SELECT draft_id AS id, title, substr(text, 1, 400) AS opening, created_at AS deletedAt FROM draft_revisions
       WHERE id IN (${LATEST_DELETES}) AND created_at >= ?1 AND draft_id NOT IN (SELECT id FROM newsletter_drafts)
       ORDER BY created_at DESC, id DESC LIMIT ?2`,
      )
      .bind(cutoffOf(now), limit),
    deletedDraft,
  );
}

/** The draft's latest delete (null: never deleted, or forgotten). */
const findLatestDelete = (db: D1Database, id: string) =>
  firstRow(
    db
      .prepare(
        "SELECT id, title, substr(text, 1, 400) AS opening, created_at AS deletedAt FROM draft_revisions WHERE draft_id = ?1 AND reason = 'delete' ORDER BY id DESC LIMIT 1",
      )
      .bind(id),
    v.object({ id: v.number(), title: v.nullable(v.string()), opening: v.string(), deletedAt: v.string() }),
  );

/** The name a deleted draft goes by: its title, else its first words. */
export const deletedName = (draft: { title: string | null; opening: string }) => draft.title || firstWords(draft.opening) || draftTexts.list.untitled;

/** The draft the issue list's ?deleted=<id> names, while it is deleted and kept (its "Undo" then works); else none. */
export async function deletedDraftOf(db: D1Database, id: string | undefined): Promise<{ id: string; name: string } | undefined> {
  if (!id || !DRAFT_ID_PATTERN.test(id)) return undefined;
  const [latest, back] = await Promise.all([findLatestDelete(db, id), db.prepare("SELECT 1 FROM newsletter_drafts WHERE id = ?1").bind(id).first()]);
  return latest && !back ? { id, name: deletedName(latest) } : undefined;
}

/**
 * "Undo" and "Restore": the deleted draft back whole (text, style, title, the email's lines, its
 * issue while no other draft edits it) from its latest delete, at its own address. A draft that is
 * already back (restored on another tab) answers "restored" too: it is there.
 */
export async function restoreDeletedDraft(db: D1Database, id: string, now: string): Promise<Restored> {
  const latest = await findLatestDelete(db, id);
  if (!latest) return { kind: "missing" };
  const restored = await restoreRevision(db, id, latest.id, 0, now);
  if (restored.kind !== "changed") return restored;
  const back = await db.prepare("SELECT 1 FROM newsletter_drafts WHERE id = ?1").bind(id).first();
  return back ? { kind: "restored" } : restored;
}
