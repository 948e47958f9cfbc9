import type { Context } from "hono";
import { historyTexts as words } from "../../src/content";
import { HistoryPage, HistoryTextPage, type HistoryEntry, type TextPageProps, draftPreviewerPath } from "../../src/pages";
import { whenInWords } from "../../src/internal";
import { fillTemplate } from "../../src/fill-template";
import { draftHistoryPath, draftRestorePath, draftRevisionPath, HISTORY_PAGE_SIZE } from "../../src/publishing";
import type { AppEnv } from "../config";
import { findDraftRow, findRevision, listRevisions, readDevice, restoreRevision, type RevisionSummary } from "../drafts";
import { renderRequestPage, serveNotFound } from "../pages";
import { beforeOf, draftName, reasonInWords, sourceInWords } from "./history-words";
import { ownerTimeZone } from "./time-zone";
import { bodyFields } from "../http";
import { must } from "../../src/must";

const HTML = { "Content-Type": "text/html; charset=utf-8" };

/** A page of a draft's history as the list shows it, with the address of the next (older) page. */
export async function revisionEntries(c: Context<AppEnv>, id: string, before: number | null): Promise<{ entries: HistoryEntry[]; older: number | null }> {
  const rows: RevisionSummary[] = await listRevisions(c.env.DB, id, before, HISTORY_PAGE_SIZE + 1);
  const device = readDevice(c);
  const entries = rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({
    href: draftRevisionPath(id, row.id),
    said: `${sourceInWords(row.source, device)}, ${reasonInWords(row.reason)}`,
    at: row.created_at,
    wordsChanged: row.words_changed,
    size: row.size,
  }));
  return { entries, older: rows.length > HISTORY_PAGE_SIZE ? must(rows[HISTORY_PAGE_SIZE - 1]).id : null };
}

/** GET /internal/drafts/<id>/history: the draft's earlier texts, newest first, HISTORY_PAGE_SIZE a page (`?before=<id>`). */
export async function draftHistoryPage(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const before = beforeOf(c.req.query("before"));
  const [draft, page] = await Promise.all([findDraftRow(c.env.DB, id), revisionEntries(c, id, before)]);
  if (!draft && page.entries.length === 0) return serveNotFound(c);
  const timeZone = ownerTimeZone(c.env);
  const now = Date.now();
  const { html } = await renderRequestPage(
    c,
    HistoryPage,
    {
      heading: draft ? `${words.draftTitle}: ${draftName(draft)}` : words.draftTitle,
      current: draft ? fillTemplate(words.current, { version: draft.version, when: whenInWords(draft.updated_at, timeZone, now) }) : words.deleted,
      openHref: draft ? draftPreviewerPath(id) : null,
      revisions: page.entries,
      olderHref: page.older ? `${draftHistoryPath(id)}?before=${page.older}` : null,
      newerHref: before ? draftHistoryPath(id) : null,
      timeZone,
      now,
    },
    { title: words.draftTitle, description: words.description, path: draftHistoryPath(id) },
  );
  return c.body(html, 200, HTML);
}

async function renderText(c: Context<AppEnv>, props: TextPageProps, path: string, status: 200 | 409 | 422 = 200): Promise<Response> {
  const { html } = await renderRequestPage(c, HistoryTextPage, props, { title: props.heading, description: words.description, path });
  return c.body(html, status, HTML);
}

/** The page of one earlier text, with its restore form (and what a refused restore came to). */
async function revisionPage(c: Context<AppEnv>, outcome?: { text: string; status: 409 | 422 }): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const revisionId = Number(c.req.param("revision"));
  const [draft, revision] = await Promise.all([findDraftRow(c.env.DB, id), Number.isSafeInteger(revisionId) ? findRevision(c.env.DB, id, revisionId) : null]);
  if (!revision) return serveNotFound(c);
  const timeZone = ownerTimeZone(c.env);
  const lead = fillTemplate(words.revisionLead, {
    source: sourceInWords(revision.source, readDevice(c)),
    reason: reasonInWords(revision.reason),
    when: whenInWords(revision.created_at, timeZone),
  });
  return renderText(
    c,
    {
      heading: `${words.revisionTitle}: ${draftName(revision)}`,
      lead,
      text: revision.text,
      backHref: draftHistoryPath(id),
      // A deleted draft comes back with this text (version 0: there is none to check against).
      restore: { action: draftRestorePath(id, revision.id), baseVersion: draft?.version ?? 0 },
      ...(outcome ? { outcome: outcome.text } : {}),
    },
    draftRevisionPath(id, revision.id),
    outcome?.status,
  );
}

/** GET /internal/drafts/<id>/revisions/<n>: one earlier text, read-only (404 for another draft's or a made-up one). */
export const draftRevisionPage = (c: Context<AppEnv>) => revisionPage(c);

/**
 * POST /internal/drafts/<id>/revisions/<n>/restore (`confirm`, `base_version`): the text becomes the
 * draft's, the current one kept first; 303 to the previewer on the draft. The draft changed since
 * the page opened (another device saved or restored): 409, nothing changed.
 */
export async function restoreRevisionHandler(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  if (form.confirm !== "yes") return revisionPage(c, { text: words.unconfirmed, status: 422 });
  const id = c.req.param("id") ?? "";
  const revisionId = Number(c.req.param("revision"));
  const baseVersion = Number(form.base_version);
  if (!Number.isSafeInteger(revisionId) || !Number.isSafeInteger(baseVersion)) return serveNotFound(c);
  const restored = await restoreRevision(c.env.DB, id, revisionId, baseVersion, new Date().toISOString());
  if (restored.kind === "missing") return serveNotFound(c);
  if (restored.kind === "changed") return revisionPage(c, { text: words.changed, status: 409 });
  return c.redirect(draftPreviewerPath(id), 303);
}
