/**
 * Publishing the newsletter without a deploy: issues stored in D1 (worker/issues' rows, changed with
 * their broadcast and the content version in one batch: repository.ts), the issues on the
 * web with the repository's (catalogue.ts) and their content version (content-version.ts), the
 * owner's endpoint (endpoint.ts), the archive and issue pages (issue-pages.ts), the email each
 * issue's broadcast carries and the reconciler that keeps Kit on it (kit-drafts.ts,
 * broadcast-reconciler.ts), and each issue's results (issue-results.ts, issue-site-numbers.ts).
 */
export { editIssue, publishIssue } from "./endpoint";
export { uploadShareCard } from "./share-card-upload";

export { issueKitState, republish, scheduleKitAgain, unpublish } from "./web-state";
export { draftTestEmail, issueTestEmail, recordedTestEmails } from "./test-email";
export { isDay } from "./checks";
export { exportIssueFile } from "./issue-file";
export { issueListings, issueListPage } from "./issue-list";
export { CRON_RUN_MS, PAGE_RUN_MS, refreshDueIssueResults } from "./issue-results";
export { readIssueResults } from "./issue-results-store";
export { issuePagesOf } from "./issue-site-numbers";
export { issueLinkReportOrNone, rowsOfIssue } from "./issue-link-report";
export { issuePages } from "./issue-pages";
export { afterVideoChanged } from "./video-lines";
export { draftPreview, issuePreview, unsavedPreview } from "./issue-preview";
export { issuesView, ISSUES_CACHE_TAG, type IssuesView } from "./catalogue";
export { composeIssueEmail, RECONCILER_NAME, wakeBroadcasts, wakeIfChangesWait } from "./kit-drafts";
export { BroadcastReconciler } from "./broadcast-reconciler";
