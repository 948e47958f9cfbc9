/**
 * Drafts of the newsletter kept on the server (D1, migrations 0008 and 0017): the owner's JSON
 * endpoints under /internal/drafts (endpoint.ts, removal.ts), with a version check so two tabs or
 * devices never overwrite each other silently, their rows (rows.ts, repository.ts), and the texts
 * every change replaced (revisions.ts, restore.ts).
 */
export { createDraftHandler, limitDraftSaves, listDraftsHandler, readDraftHandler, saveDraftHandler } from "./endpoint";
export { deleteDraftHandler, keepTextHandler } from "./removal";
export { findDraft, findDraftRow, findIssueDraftRow, listDrafts, type DraftSummary } from "./rows";
export {
  findRevision,
  forgetDeletedDrafts,
  listRevisions,
  REVISION_EVERY_MS,
  REVISIONS_KEPT,
  DELETED_KEPT_DAYS,
  type Revision,
  type RevisionSummary,
  type RevisionReason,
} from "./revisions";
export { restoreRevision, restoreText, type Restored } from "./restore";
export { deleteDraft, openIssueDraft } from "./repository";
export { deletedDraftOf, deletedName, listDeletedDrafts, restoreDeletedDraft, type DeletedDraft } from "./deleted";
export { readDevice } from "./device";
export { keepRefusedIssueText } from "./asked";
