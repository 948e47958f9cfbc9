import type { StyleKey } from "../../src/newsletter/types";
import type { ServerDraft } from "../../src/publishing/drafts";

/** A row of `newsletter_drafts` (migrations/0008_newsletter_drafts.sql) with its issue, when published in D1. */
interface DraftRow {
  id: string;
  version: number;
  text: string;
  style: StyleKey;
  title: string | null;
  issue_slug: string | null;
  updated_at: string;
  issue_title: string | null;
  issue_date: string | null;
  issue_style: StyleKey | null;
}

/** What a save sends. */
export interface DraftText {
  text: string;
  style: StyleKey;
  title: string | null;
}

// The issue the draft is bound to, when it is one of D1's: the Publish form then offers "Update".
const SELECT = `SELECT d.id, d.version, d.text, d.style, d.title, d.issue_slug, d.updated_at,
  i.title AS issue_title, i.date AS issue_date, i.style AS issue_style
  FROM newsletter_drafts d LEFT JOIN newsletter_issues i ON i.slug = d.issue_slug`;

function draftOf(row: DraftRow): ServerDraft {
  const issue = row.issue_slug && row.issue_title !== null ? { slug: row.issue_slug, title: row.issue_title, date: row.issue_date!, style: row.issue_style! } : null;
  return { id: row.id, version: row.version, text: row.text, style: row.style, title: row.title, issue, updatedAt: row.updated_at };
}

export async function findDraft(db: D1Database, id: string): Promise<ServerDraft | null> {
  const row = await db.prepare(`${SELECT} WHERE d.id = ?1`).bind(id).first<DraftRow>();
  return row ? draftOf(row) : null;
}

/** A new draft, bound to no issue. */
export async function createDraft(db: D1Database, draft: DraftText, now: string): Promise<ServerDraft> {
  const id = crypto.randomUUID();
  await db.prepare("INSERT INTO newsletter_drafts (id, text, style, title, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)").bind(id, draft.text, draft.style, draft.title, now).run();
  return { id, version: 1, ...draft, issue: null, updatedAt: now };
}

/**
 * The draft of an issue opened for an edit: the issue's draft takes the text it is opened with
 * (its version bumped, so a tab still holding the earlier text is told at its next save), or is
 * created. One statement: an upsert on the one-draft-per-issue index.
 */
export async function openIssueDraft(db: D1Database, slug: string, draft: DraftText, now: string): Promise<ServerDraft> {
  await db
    .prepare(
      `INSERT INTO newsletter_drafts (id, text, style, title, issue_slug, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)
       ON CONFLICT (issue_slug) WHERE issue_slug IS NOT NULL
       DO UPDATE SET text = excluded.text, style = excluded.style, title = excluded.title, version = version + 1, updated_at = excluded.updated_at`,
    )
    .bind(crypto.randomUUID(), draft.text, draft.style, draft.title, slug, now)
    .run();
  const row = await db.prepare(`${SELECT} WHERE d.issue_slug = ?1`).bind(slug).first<DraftRow>();
  return draftOf(row!);
}

/**
 * Saves a draft only when the server still holds the version the client started from (a version
 * check in the statement itself, so two saves at once cannot both pass). `null`: not saved, the
 * server holds a newer copy (or none). With `issue`, the draft is bound to that issue (after a
 * publish), and any other draft of that issue lets go of it.
 */
export async function saveDraft(db: D1Database, id: string, baseVersion: number, draft: DraftText, now: string, issue?: string): Promise<boolean> {
  const update = db
    .prepare(
      `UPDATE newsletter_drafts SET text = ?3, style = ?4, title = ?5, issue_slug = COALESCE(?6, issue_slug), version = version + 1, updated_at = ?7
       WHERE id = ?1 AND version = ?2`,
    )
    .bind(id, baseVersion, draft.text, draft.style, draft.title, issue ?? null, now);
  if (!issue) return ((await update.run()).meta.changes ?? 0) === 1;
  // One batch, one transaction (https://developers.cloudflare.com/d1/worker-api/d1-database/#batch).
  const [, updated] = await db.batch([db.prepare("UPDATE newsletter_drafts SET issue_slug = NULL WHERE issue_slug = ?1 AND id != ?2").bind(issue, id), update]);
  return (updated?.meta.changes ?? 0) === 1;
}

/** A draft in the list: its title or opening, its last edit. */
export interface DraftSummary {
  id: string;
  title: string | null;
  /** The start of its text, for the first words. */
  opening: string;
  updatedAt: string;
}

/** The drafts bound to no issue, last edited first (at most `limit`). */
export async function listDrafts(db: D1Database, limit = 50): Promise<DraftSummary[]> {
  const { results } = await db
    .prepare("SELECT id, title, substr(text, 1, 400) AS opening, updated_at AS updatedAt FROM newsletter_drafts WHERE issue_slug IS NULL ORDER BY updated_at DESC LIMIT ?1")
    .bind(limit)
    .all<DraftSummary>();
  return results;
}
