import * as v from "valibot";
import { STYLE_KEYS, type StyleKey } from "../../src/newsletter-contract";
import type { ServerDraft } from "../../src/publishing";
import { findIssueHeading } from "../issues";
import { allRows, firstRow } from "../store";
import { must } from "../../src/must.ts";

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
  /** How many revisions it keeps (migration 0017). */
  revisions: number;
  /** The last saves of each device, by their key (migration 0025, ./landed.ts). */
  landed_saves: string | null;
  issue_title: string | null;
  issue_date: string | null;
  issue_style: StyleKey | null;
  /** The issue's time on his clock (HH:MM) and its email's choice: the Publish form opens on them. */
  issue_time: string | null;
  issue_send: "draft" | "schedule" | null;
  issue_version: number | null;
}

/** What a save or a creation sends; undefined fields of a save keep what the draft holds. */
export interface DraftText {
  text: string;
  style: StyleKey;
  title: string | null;
  subject: string | null;
  preview_text: string | null;
}

/** The draft's own columns of `newsletter_drafts`, as SELECT_DRAFT reads them. */
const ownRow = v.object({
  id: v.string(),
  version: v.number(),
  text: v.string(),
  style: v.picklist(STYLE_KEYS),
  title: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  preview_text: v.nullable(v.string()),
  issue_slug: v.nullable(v.string()),
  updated_at: v.string(),
  written_by: v.nullable(v.string()),
  revision_at: v.nullable(v.string()),
  revisions: v.number(),
  landed_saves: v.nullable(v.string()),
});

// The draft's own row; the issue it is bound to is read apart, only for a bound draft (a join would
// read the issues' table for every draft, and D1's row counts would depend on what it holds).
const SELECT_DRAFT = `SELECT id, version, text, style, title, subject, preview_text, issue_slug, updated_at, written_by, revision_at, revisions, landed_saves FROM newsletter_drafts`;

type OwnRow = v.InferOutput<typeof ownRow>;

/** The row with its issue, when published in D1: the Publish form then offers "Update". */
async function withIssue(db: D1Database, row: OwnRow | null): Promise<DraftRow | null> {
  if (!row) return null;
  const issue = row.issue_slug ? await findIssueHeading(db, row.issue_slug) : null;
  return {
    ...row,
    issue_title: issue?.title ?? null,
    issue_date: issue?.date ?? null,
    issue_style: issue?.style ?? null,
    issue_time: issue ? (issue.send_time ?? "00:00") : null,
    issue_send: issue?.send_choice ?? null,
    issue_version: issue?.version ?? null,
  };
}

export function draftOf(row: DraftRow): ServerDraft {
  const issue =
    row.issue_slug && row.issue_title !== null
      ? {
          slug: row.issue_slug,
          title: row.issue_title,
          date: must(row.issue_date),
          style: must(row.issue_style),
          time: row.issue_time ?? "00:00",
          send: row.issue_send ?? "draft",
          version: must(row.issue_version),
        }
      : null;
  return {
    id: row.id,
    version: row.version,
    text: row.text,
    style: row.style,
    title: row.title,
    subject: row.subject,
    preview_text: row.preview_text,
    issue,
    updatedAt: row.updated_at,
  };
}

export const findDraftRow = async (db: D1Database, id: string) => withIssue(db, await firstRow(db.prepare(`${SELECT_DRAFT} WHERE id = ?1`).bind(id), ownRow));

export async function findDraft(db: D1Database, id: string): Promise<ServerDraft | null> {
  const row = await findDraftRow(db, id);
  return row ? draftOf(row) : null;
}

/** A draft in the list: its title or opening (the start of its text, for the first words), its last edit. */
const draftSummary = v.object({ id: v.string(), title: v.nullable(v.string()), opening: v.string(), updatedAt: v.string() });
export type DraftSummary = v.InferOutput<typeof draftSummary>;

/** The drafts bound to no issue, last edited first (at most `limit`: the cap on drafts). */
export async function listDrafts(db: D1Database, limit = 200): Promise<DraftSummary[]> {
  return allRows(
    db
      .prepare(
        "SELECT id, title, substr(text, 1, 400) AS opening, updated_at AS updatedAt FROM newsletter_drafts WHERE issue_slug IS NULL ORDER BY updated_at DESC LIMIT ?1",
      )
      .bind(limit),
    draftSummary,
  );
}

/** The one draft of an issue, if any. */
export const findIssueDraftRow = async (db: D1Database, slug: string) =>
  withIssue(db, await firstRow(db.prepare(`${SELECT_DRAFT} WHERE issue_slug = ?1`).bind(slug), ownRow));
