import { Hono } from "hono";
import { ISSUES_PATH, DELETED_DRAFTS_PATH, DRAFTS_PATH, UNSAVED_PREVIEW_PATH } from "../../src/publishing";
import type { AppEnv } from "../config";
import { createDraftHandler, deleteDraftHandler, keepTextHandler, limitDraftSaves, listDraftsHandler, readDraftHandler, saveDraftHandler } from "../drafts";
import { draftPreview, draftTestEmail, issuePreview, unsavedPreview } from "../publishing";
import { deletedDraftsPage, deleteDraftForm, undeleteDraftForm } from "./deleted-drafts";
import { draftHistoryPage, draftRevisionPage, restoreRevisionHandler } from "./draft-history";
import { issueHistoryPage, issueVersionPage, restoreVersionHandler } from "./issue-history";

const DRAFT_ID = ":id{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}}";

/**
 * The drafts' JSON endpoints, their histories and the previews (an issue's page before it goes live
 * keeps the public page's own strict CSP, not the previewer's: worker/publishing/issue-preview.ts),
 * behind the owner's door (./door.ts, mounted by ./index.ts).
 */
export function draftRoutes() {
  const app = new Hono<AppEnv>();
  const saves = limitDraftSaves();
  app.get(DRAFTS_PATH, listDraftsHandler);
  app.post(DRAFTS_PATH, saves, createDraftHandler);
  app.post(UNSAVED_PREVIEW_PATH, unsavedPreview);
  app.get(DELETED_DRAFTS_PATH, deletedDraftsPage);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}`, readDraftHandler);
  // PUT from the previewer; POST too, as a page that is closing may send it.
  app.put(`${DRAFTS_PATH}/${DRAFT_ID}`, saves, saveDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}`, saves, saveDraftHandler);
  app.delete(`${DRAFTS_PATH}/${DRAFT_ID}`, deleteDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions`, saves, keepTextHandler);
  // A delete as a form (the list's), and its way back ("Undo", "Restore" on Recently deleted): 303s, no script needed.
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/delete`, deleteDraftForm);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/restore`, undeleteDraftForm);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/preview`, draftPreview);
  // "Send me a test" (src/publishing/test-email.ts): the saved draft's email to his own address.
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/test-email`, draftTestEmail);
  // The histories (HTML, the owner's pages): each earlier text at its own address, restored by a confirmed form post.
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/history`, draftHistoryPage);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}`, draftRevisionPage);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}/restore`, restoreRevisionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/history`, issueHistoryPage);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}`, issueVersionPage);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}/restore`, restoreVersionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/preview`, issuePreview);
  return app;
}
