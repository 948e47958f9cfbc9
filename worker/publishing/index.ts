/**
 * Publishing The Playback without a deploy: issues stored in D1 (repository.ts), the issues on the
 * web with the repository's (catalogue.ts) and their content version (content-version.ts), the
 * owner's endpoint (endpoint.ts), the archive and issue pages (issue-pages.ts), the Kit draft
 * broadcast (kit-drafts.ts).
 */
export { editIssue, limitPublishBody, publishIssue, unpublish } from "./endpoint";
export { exportIssueFile } from "./issue-file";
export { issuePages } from "./issue-pages";
export { issuesView, ISSUES_CACHE_TAG, type IssuesView } from "./catalogue";
