/**
 * Publishing The Playback without a deploy: issues stored in D1 (repository.ts), the issues on the
 * web with the repository's (catalogue.ts) and their content version (content-version.ts), the
 * owner's endpoint (endpoint.ts), the archive and issue pages (issue-pages.ts), the Kit draft
 * broadcast (kit-drafts.ts).
 */
export { editIssue, limitPublishBody, publishIssue, refusedAsJson, unpublish, uploadShareCard } from "./endpoint";
export { exportIssueFile } from "./issue-file";
export { issueListPage } from "./issue-list";
export { issuePages } from "./issue-pages";
export { issuesView, ISSUES_CACHE_TAG, type IssuesView } from "./catalogue";
export { syncWaitingKitDrafts } from "./kit-drafts";
/** The cron (wrangler.toml) that creates the Kit drafts still owed. */
export const KIT_DRAFTS_CRON = "* * * * *";
