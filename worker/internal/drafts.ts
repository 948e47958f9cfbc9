import { Hono, type MiddlewareHandler } from "hono";
import { ISSUES_PATH } from "../../src/publishing/contract";
import { DELETED_DRAFTS_PATH, DRAFTS_PATH, UNSAVED_PREVIEW_PATH } from "../../src/publishing/drafts";
import type { AppEnv } from "../config";
import {
  createDraftHandler,
  deleteDraftHandler,
  keepTextHandler,
  limitDraftBody,
  limitDraftSaves,
  listDraftsHandler,
  readDraftHandler,
  saveDraftHandler,
} from "../drafts";
import { draftPreview, draftTestEmail, issuePreview, refusedAsJson, unsavedPreview } from "../publishing";
import { sameOriginPost } from "./inquiries";
import { deletedDraftsPage, deleteDraftForm, undeleteDraftForm } from "./deleted-drafts";
import { draftHistoryPage, draftRevisionPage, restoreRevisionHandler } from "./draft-history";
import { issueHistoryPage, issueVersionPage, restoreVersionHandler } from "./issue-history";

const DRAFT_ID = ":id{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}}";
const FORMS = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The drafts' JSON endpoints and the previews (an issue's page before it goes live keeps the public
 * page's own strict CSP, not the previewer's), behind the owner guard (./owner-guard.ts); every change
 * also behind the same-origin check the publish endpoints use (a JSON refusal to a JSON client).
 */
export function draftRoutes(internalResponse: () => MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>();
  const sameOrigin = refusedAsJson(sameOriginPost(["application/json", ...FORMS]));
  const saves = [internalResponse(), sameOrigin, limitDraftSaves(), limitDraftBody()] as const;
  app.get(DRAFTS_PATH, internalResponse(), listDraftsHandler);
  app.post(DRAFTS_PATH, ...saves, createDraftHandler);
  app.post(UNSAVED_PREVIEW_PATH, sameOriginPost(FORMS), limitDraftBody(), unsavedPreview);
  app.get(DELETED_DRAFTS_PATH, internalResponse(), deletedDraftsPage);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}`, internalResponse(), readDraftHandler);
  // PUT from the previewer; POST too, as a page that is closing may send it.
  app.put(`${DRAFTS_PATH}/${DRAFT_ID}`, ...saves, saveDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}`, ...saves, saveDraftHandler);
  app.delete(`${DRAFTS_PATH}/${DRAFT_ID}`, internalResponse(), refusedAsJson(sameOriginPost(["", "application/json"])), deleteDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions`, ...saves, keepTextHandler);
  // A delete as a form (the list's), and its way back ("Undo", "Restore" on Recently deleted): 303s, no script needed.
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/delete`, internalResponse(), sameOriginPost(FORMS), deleteDraftForm);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/restore`, internalResponse(), sameOriginPost(FORMS), undeleteDraftForm);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/preview`, draftPreview);
  // "Send me a test" (src/publishing/test-email.ts): the saved draft's email to his own address.
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/test-email`, internalResponse(), sameOrigin, draftTestEmail);
  // The histories (HTML, the owner's pages): each earlier text at its own address, restored by a confirmed form post.
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/history`, internalResponse(), draftHistoryPage);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}`, internalResponse(), draftRevisionPage);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}/restore`, internalResponse(), sameOriginPost(FORMS), restoreRevisionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/history`, internalResponse(), issueHistoryPage);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}`, internalResponse(), issueVersionPage);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}/restore`, internalResponse(), sameOriginPost(FORMS), restoreVersionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/preview`, issuePreview);
  return app;
}
