/**
 * The face of src/publishing/, publishing an issue: the limits, paths, answers and stored codes the
 * previewer and the worker share. The worker enters the module here
 * (test/unit/module-boundaries.test.ts); the site's own files import the inner file they need, so a
 * browser bundle carries no more than that.
 */
export {
  type ChangedIssue,
  issuePath,
  ISSUES_PATH,
  type IssueState,
  type KitDraftState,
  PREVIEW_TEXT_MAX_CHARS,
  PUBLISH_MAX_BODY_BYTES,
  PUBLISH_MAX_DRAFT_BYTES,
  type PublishAnswer,
  type PublishedIssue,
  publishFields,
  type PublishProblem,
  SEND_CHOICES,
  SEND_LEAD_MINUTES,
  type SendChoice,
  SLUG_MAX_CHARS,
  SLUG_PATTERN,
  SUBJECT_MAX_CHARS,
  TITLE_MAX_CHARS,
} from "./contract.ts";
export {
  DELETED_DRAFTS_PATH,
  DELETED_PARAM,
  DRAFT_ID_PATTERN,
  type DraftAnswer,
  draftFields,
  draftHistoryPath,
  draftPreviewPath,
  draftRestorePath,
  draftRevisionPath,
  DRAFTS_PATH,
  HISTORY_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  issueHistoryPath,
  issueVersionPath,
  MAX_DRAFTS,
  OPEN_DRAFT_PARAM,
  SAVES_PARAM,
  type ServerDraft,
  UNSAVED_PREVIEW_PATH,
} from "./drafts.ts";
export { firstWords } from "./first-words.ts";
export { type KitProblem, kitProblemOf, storedKitProblem } from "./kit-problem.ts";
export {
  type IssueResults,
  type KitFigures,
  LINKS_KEPT,
  RESULTS_RECENT_DAYS,
  RESULTS_REFRESH_MINUTES,
  RESULTS_RETRY_MINUTES,
  SENT_STATUSES,
  SITE_NUMBERS_DAYS,
  type SiteNumbers,
  TOP_LINKS,
} from "./results.ts";
export { SHARE_CARD_FIELD, SHARE_CARD_HEIGHT, SHARE_CARD_MAX_BYTES, SHARE_CARD_MISSING_HEADER, SHARE_CARD_WIDTH } from "./share-card-contract.ts";
export {
  TEST_EMAIL_DETAIL_PARAM,
  TEST_EMAIL_PARAM,
  TEST_EMAILS_PER_HOUR,
  type TestEmailAnswer,
  type TestEmailOutcome,
  type TestEmailRefusal,
} from "./test-email.ts";
export { dayInZone, momentInWords, startOfDay, zonedMoment } from "./zone-time.ts";
