import { Hono, type MiddlewareHandler } from "hono";
import { ISSUES_PATH } from "../../src/publishing/contract";
import { DRAFTS_PATH, UNSAVED_PREVIEW_PATH } from "../../src/publishing/drafts";
import type { AppEnv } from "../config";
import { createDraftHandler, deleteDraftHandler, keepTextHandler, limitDraftBody, limitDraftSaves, listDraftsHandler, readDraftHandler, saveDraftHandler } from "../drafts";
import { draftPreview, draftTestEmail, issuePreview, refusedAsJson, unsavedPreview } from "../publishing";
import { sameOriginPost } from "./inquiries";
import { draftHistoryPage, draftRevisionPage, restoreRevisionHandler } from "./draft-history";
import { issueHistoryPage, issueVersionPage, restoreVersionHandler } from "./issue-history";
import { previewPassword } from "./preview-password";

const DRAFT_ID = ":id{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}}";
const FORMS = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * An issue's page before it goes live: the public page's own strict CSP (not the previewer's), and
 * like every internal page never stored and never indexed.
 */
function previewResponse(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}

/**
 * The drafts' JSON endpoints and the previews, behind the internal pages' sign-in; every change
 * also behind the same-origin check the publish endpoints use (a JSON refusal to a JSON client).
 */
export function draftRoutes(internalResponse: () => MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>();
  const sameOrigin = refusedAsJson(sameOriginPost(["application/json", ...FORMS]));
  const saves = [internalResponse(), previewPassword(), sameOrigin, limitDraftSaves(), limitDraftBody()] as const;
  app.get(DRAFTS_PATH, internalResponse(), previewPassword(), listDraftsHandler);
  app.post(DRAFTS_PATH, ...saves, createDraftHandler);
  app.post(UNSAVED_PREVIEW_PATH, previewResponse(), previewPassword(), sameOriginPost(FORMS), limitDraftBody(), unsavedPreview);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}`, internalResponse(), previewPassword(), readDraftHandler);
  // PUT from the previewer; POST too, as a page that is closing may send it.
  app.put(`${DRAFTS_PATH}/${DRAFT_ID}`, ...saves, saveDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}`, ...saves, saveDraftHandler);
  app.delete(`${DRAFTS_PATH}/${DRAFT_ID}`, internalResponse(), previewPassword(), refusedAsJson(sameOriginPost(["", "application/json"])), deleteDraftHandler);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions`, ...saves, keepTextHandler);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/preview`, previewResponse(), previewPassword(), draftPreview);
  // "Send me a test" (src/publishing/test-email.ts): the saved draft's email to his own address.
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/test-email`, internalResponse(), previewPassword(), sameOrigin, draftTestEmail);
  // The histories (HTML, the owner's pages): each earlier text at its own address, restored by a confirmed form post.
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/history`, internalResponse(), previewPassword(), draftHistoryPage);
  app.get(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}`, internalResponse(), previewPassword(), draftRevisionPage);
  app.post(`${DRAFTS_PATH}/${DRAFT_ID}/revisions/:revision{[0-9]{1,15}}/restore`, internalResponse(), previewPassword(), sameOriginPost(FORMS), restoreRevisionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/history`, internalResponse(), previewPassword(), issueHistoryPage);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}`, internalResponse(), previewPassword(), issueVersionPage);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/versions/:n{[0-9]{1,6}}/restore`, internalResponse(), previewPassword(), sameOriginPost(FORMS), restoreVersionHandler);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/preview`, previewResponse(), previewPassword(), issuePreview);
  return app;
}
