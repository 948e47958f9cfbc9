/**
 * Drafts of the newsletter kept on the server (D1, migrations/0008_newsletter_drafts.sql): the
 * owner's JSON endpoints under /internal/drafts (endpoint.ts), with a version check so two tabs or
 * devices never overwrite each other silently, and their rows (repository.ts).
 */
export { createDraftHandler, limitDraftBody, limitDraftSaves, listDraftsHandler, readDraftHandler, saveDraftHandler } from "./endpoint";
export { findDraft, listDrafts, type DraftSummary } from "./repository";
