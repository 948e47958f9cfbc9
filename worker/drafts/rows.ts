import type { StyleKey } from "../../src/newsletter/types";
import type { ServerDraft } from "../../src/publishing/drafts";

/** A row of `newsletter_drafts` (migrations 0008 and 0017) with its issue, when published in D1. */
export interface DraftRow {
  id: string;
  version: number;
  text: string;
  style: StyleKey;
  title: string | null;
  subject: string | null;
  preview_text: string | null;
  issue_slug: string | null;
  updated_at: string;
  written_by: string | null;
  revision_at: string | null;
  issue_title: string | null;
  issue_date: string | null;
  issue_style: StyleKey | null;
}

/** What a save or a creation sends; undefined fields of a save keep what the draft holds. */
export interface DraftText {
  text: string;
  style: StyleKey;
  title: string | null;
  subject: string | null;
  preview_text: string | null;
}

// The issue the draft is bound to, when it is one of D1's: the Publish form then offers "Update".
export const SELECT_DRAFT = `SELECT d.id, d.version, d.text, d.style, d.title, d.subject, d.preview_text, d.issue_slug, d.updated_at, d.written_by, d.revision_at,
  i.title AS issue_title, i.date AS issue_date, i.style AS issue_style
  FROM newsletter_drafts d LEFT JOIN newsletter_issues i ON i.slug = d.issue_slug`;

export function draftOf(row: DraftRow): ServerDraft {
  const issue = row.issue_slug && row.issue_title !== null ? { slug: row.issue_slug, title: row.issue_title, date: row.issue_date!, style: row.issue_style! } : null;
  return { id: row.id, version: row.version, text: row.text, style: row.style, title: row.title, subject: row.subject, preview_text: row.preview_text, issue, updatedAt: row.updated_at };
}

export const findDraftRow = (db: D1Database, id: string) => db.prepare(`${SELECT_DRAFT} WHERE d.id = ?1`).bind(id).first<DraftRow>();

export async function findDraft(db: D1Database, id: string): Promise<ServerDraft | null> {
  const row = await findDraftRow(db, id);
  return row ? draftOf(row) : null;
}

/** A draft in the list: its title or opening, its last edit. */
export interface DraftSummary {
  id: string;
  title: string | null;
  /** The start of its text, for the first words. */
  opening: string;
  updatedAt: string;
}

/** The drafts bound to no issue, last edited first (at most `limit`: the cap on drafts). */
export async function listDrafts(db: D1Database, limit = 200): Promise<DraftSummary[]> {
  const { results } = await db
    .prepare("SELECT id, title, substr(text, 1, 400) AS opening, updated_at AS updatedAt FROM newsletter_drafts WHERE issue_slug IS NULL ORDER BY updated_at DESC LIMIT ?1")
    .bind(limit)
    .all<DraftSummary>();
  return results;
}

/** The one draft of an issue, if any. */
export const findIssueDraftRow = (db: D1Database, slug: string) => db.prepare(`${SELECT_DRAFT} WHERE d.issue_slug = ?1`).bind(slug).first<DraftRow>();
