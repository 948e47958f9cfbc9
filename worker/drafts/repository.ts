import * as v from "valibot";
import { MAX_DRAFTS, type ServerDraft } from "../../src/publishing";
import { issueEmailFieldSql } from "../issues";
import { firstRow } from "../store";
import { sameDraft } from "./fields";
import { withLandedSave } from "./landed";
import { draftOf, findDraft, findDraftRow, findIssueDraftRow, type DraftRow, type DraftText } from "./rows";
import { keepCurrentText, keepsRevision, revisionCount, thinRevisions, thinsHistory, type RevisionReason } from "./revisions";
import { wordsChanged } from "./words-changed";
import { must } from "../../src/must.ts";

/** How long a create's Idempotency-Key answers the same draft. */
const CREATE_KEY_MS = 86_400_000;

/** "key-used": the key created a draft that has changed since, and the body sent differs from it. */
export type Created = { kind: "created" | "again"; draft: ServerDraft } | { kind: "full" } | { kind: "key-used" };

/**
 * The draft a key created, for the same key sent again: as it is when it holds what was sent; saved
 * with the newer body while nothing else changed it (a create retried after more typing, its first
 * answer lost); else "key-used" (never the old text answered as if the new words were saved).
 */
async function createdAgain(db: D1Database, id: string, draft: DraftText, now: string, device: string): Promise<Created> {
  const row = await findDraftRow(db, id);
  if (row && sameDraft(row, draft)) return { kind: "again", draft: draftOf(row) };
  if (row?.version === 1 && (await saveDraft(db, row, draft, now, device))) return { kind: "again", draft: must(await findDraft(db, id)) };
  return { kind: "key-used" };
}

/**
 * A new draft, bound to no issue: at most MAX_DRAFTS of them (the count is in the statement, so two
 * creations at once cannot pass it together). With a key, the same key within a day answers the
 * draft it created (a lost answer retried, a reload during the first save): ./createdAgain says how.
 */
export async function createDraft(db: D1Database, draft: DraftText, now: string, device: string, key: string | null): Promise<Created> {
  const byKey = () =>
    firstRow(db.prepare("SELECT id, created_at FROM newsletter_drafts WHERE create_key = ?1").bind(key), v.object({ id: v.string(), created_at: v.string() }));
  const earlier = key ? await byKey() : null;
  if (earlier && Date.parse(now) - Date.parse(earlier.created_at) < CREATE_KEY_MS) return createdAgain(db, earlier.id, draft, now, device);
  const id = crypto.randomUUID();
  const insert = db
    .prepare(
      `INSERT INTO newsletter_drafts (id, text, style, title, subject, preview_text, written_by, create_key, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9 WHERE (SELECT COUNT(*) FROM newsletter_drafts WHERE issue_slug IS NULL) < ?10`,
    )
    .bind(id, draft.text, draft.style, draft.title, draft.subject, draft.preview_text, device, key, now, MAX_DRAFTS);
  let changes: number;
  try {
    // A key older than a day is let go of first, in the same transaction.
    const results = earlier
      ? await db.batch([db.prepare("UPDATE newsletter_drafts SET create_key = NULL WHERE create_key = ?1").bind(key), insert])
      : [await insert.run()];
    changes = results.at(-1)?.meta.changes ?? 0;
  } catch (error) {
    // The same key created at the same moment by another request: that one's draft.
    const raced = key ? await byKey() : null;
    if (raced) return createdAgain(db, raced.id, draft, now, device);
    throw error;
  }
  if (changes === 0) return { kind: "full" };
  return { kind: "created", draft: { id, version: 1, ...draft, issue: null, updatedAt: now } };
}

/**
 * The draft of an issue opened for an edit ("Edit" on the list): the issue's draft as it is, edits
 * not published included (never replaced by the published text: `unpublishedEdits` says it holds
 * some), or a new one with the published text (and the issue's email subject and preview text when
 * none is sent). The next change keeps the text as it stood.
 */
export async function openIssueDraft(
  db: D1Database,
  slug: string,
  published: DraftText,
  now: string,
): Promise<{ draft: ServerDraft; unpublishedEdits: boolean }> {
  const bySlug = () => findIssueDraftRow(db, slug);
  let row = await bySlug();
  if (row) {
    if (row.revision_at !== null) await db.prepare("UPDATE newsletter_drafts SET revision_at = NULL WHERE id = ?1").bind(row.id).run();
    return { draft: draftOf(row), unpublishedEdits: row.text !== published.text };
  }
  await db
    .prepare(
      `INSERT INTO newsletter_drafts (id, text, style, title, subject, preview_text, issue_slug, written_by, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, COALESCE(?5, ${issueEmailFieldSql("subject", "?7")}), COALESCE(?6, ${issueEmailFieldSql("preview_text", "?7")}), ?7, 'edit', ?8, ?8)
       ON CONFLICT (issue_slug) WHERE issue_slug IS NOT NULL DO NOTHING`,
    )
    .bind(crypto.randomUUID(), published.text, published.style, published.title, published.subject, published.preview_text, slug, now)
    .run();
  row = await bySlug();
  return { draft: draftOf(must(row)), unpublishedEdits: must(row).text !== published.text };
}

export interface SaveOptions {
  /** Binds the draft to this issue (after a publish); any other draft of it lets go, in the same transaction. */
  issue?: string;
  /** Settles a question between two texts: the replaced text is always kept. */
  choice?: boolean;
  /** The save's own key: the version it produces is kept (./landed.ts). */
  saveKey?: string;
}

/**
 * Saves `draft` over `current` only while the server still holds `current.version` (the check is in
 * every statement of the batch, so a refused save changes nothing and two saves at once cannot both
 * pass). The text it replaces is kept as a revision by the rule of keepsRevision. false: not saved.
 */
export async function saveDraft(db: D1Database, current: DraftRow, draft: DraftText, now: string, device: string, options: SaveOptions = {}): Promise<boolean> {
  const reason: RevisionReason = options.issue ? "publish" : options.choice ? "conflict" : "save";
  const textChanged = current.text !== draft.text;
  const keep = textChanged && keepsRevision(current, reason, device, now);
  // After an event the next change keeps the text as it stood; a kept revision starts a new stretch.
  const revisionAt = reason !== "save" ? null : keep ? now : current.revision_at;
  const writtenBy = options.issue ? "publish" : textChanged ? device : current.written_by;
  const statements: D1PreparedStatement[] = [];
  if (options.issue)
    statements.push(
      db
        .prepare(
          "UPDATE newsletter_drafts SET issue_slug = NULL WHERE issue_slug = ?1 AND id != ?2 AND EXISTS (SELECT 1 FROM newsletter_drafts WHERE id = ?2 AND version = ?3)",
        )
        .bind(options.issue, current.id, current.version),
    );
  const thin = keep && thinsHistory(current);
  if (keep) statements.push(keepCurrentText(db, current.id, current.version, reason, wordsChanged(current.text, draft.text), now));
  if (thin) statements.push(thinRevisions(db, current.id));
  statements.push(
    db
      .prepare(
        `UPDATE newsletter_drafts SET text = ?3, style = ?4, title = ?5, subject = ?6, preview_text = ?7, issue_slug = COALESCE(?8, issue_slug),
           version = version + 1, updated_at = ?9, written_by = ?10, revision_at = ?11, revisions = ${revisionCount(thin, keep)}, landed_saves = ?12
         WHERE id = ?1 AND version = ?2`,
      )
      .bind(
        current.id,
        current.version,
        draft.text,
        draft.style,
        draft.title,
        draft.subject,
        draft.preview_text,
        options.issue ?? null,
        now,
        writtenBy,
        revisionAt,
        options.saveKey ? withLandedSave(current.landed_saves, device, options.saveKey, current.version + 1) : current.landed_saves,
      ),
  );
  // One batch, one transaction (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch).
  const results = statements.length === 1 ? [await must(statements[0]).run()] : await db.batch(statements);
  return (results.at(-1)?.meta.changes ?? 0) === 1;
}

/** Deletes a draft, its text kept as a revision (DELETED_KEPT_DAYS). false: no such draft. */
export async function deleteDraft(db: D1Database, id: string, now: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await findDraftRow(db, id);
    if (!current) return false;
    const [, deleted] = await db.batch([
      keepCurrentText(db, id, current.version, "delete", 0, now),
      db.prepare("DELETE FROM newsletter_drafts WHERE id = ?1 AND version = ?2").bind(id, current.version),
    ]);
    if ((deleted?.meta.changes ?? 0) === 1) return true;
    // A save landed in between: its text is the one to keep.
  }
  throw new Error("the draft kept changing while it was deleted");
}
