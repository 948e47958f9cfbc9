import type { Context } from "hono";
import { draftTexts } from "../../src/content";
import { DeletedDraftsPage, draftPreviewerPath } from "../../src/pages";
import { ISSUES_PATH, DELETED_DRAFTS_PATH, DELETED_PARAM } from "../../src/publishing";
import type { AppEnv } from "../config";
import { deleteDraft, listDeletedDrafts, restoreDeletedDraft } from "../drafts";
import { renderRequestPage } from "../pages";
import { ownerTimeZone } from "./time-zone";

const words = draftTexts.deletedList;

async function deletedPage(c: Context<AppEnv>, notice?: string, status: 200 | 404 = 200): Promise<Response> {
  const now = Date.now();
  const drafts = await listDeletedDrafts(c.env.DB, now);
  const { html } = await renderRequestPage(
    c,
    DeletedDraftsPage,
    { drafts, now, timeZone: ownerTimeZone(c.env), ...(notice ? { notice } : {}) },
    { title: words.title, description: words.description, path: DELETED_DRAFTS_PATH },
  );
  return c.body(html, status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
}

/** GET /internal/drafts/deleted: "Recently deleted", each draft with its Restore form. */
export const deletedDraftsPage = (c: Context<AppEnv>) => deletedPage(c);

/**
 * POST /internal/drafts/<id>/delete (a form: the list's Delete): the draft leaves the list, kept
 * whole 30 days; 303 to the issue list, which says so with "Undo". A draft already gone goes there too.
 */
export async function deleteDraftForm(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  await deleteDraft(c.env.DB, id, new Date().toISOString());
  return c.redirect(`${ISSUES_PATH}?${DELETED_PARAM}=${id}`, 303);
}

/**
 * POST /internal/drafts/<id>/restore ("Undo", "Restore"): the deleted draft back whole from its
 * latest delete; 303 to the previewer on it. One no longer kept: the list again, saying so (404).
 */
export async function undeleteDraftForm(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const restored = await restoreDeletedDraft(c.env.DB, id, new Date().toISOString());
  if (restored.kind !== "restored") return deletedPage(c, words.gone, 404);
  return c.redirect(draftPreviewerPath(id), 303);
}
