/**
 * The newsletter's issues published from the previewer: the owner of `newsletter_issues` and of the
 * texts edits replaced (`newsletter_issue_versions`). Its row (row.ts) and the one rule of when an
 * issue is on the web (LIVE_SQL, issueStateOf), the reads (reads.ts, versions.ts), the writes as
 * statements for the caller's batch (writes.ts), and SQL for another module's one-query join (joins.ts).
 */
export { issueStateOf, type IssueRow, type IssueText, type StoredSchedule } from "./row";
export {
  findIssue,
  findIssueHeading,
  issuesNaming,
  issueStateOn,
  listedIssues,
  listIssues,
  liveIssueHeading,
  liveIssues,
  publishedDrafts,
  readIssueMoments,
} from "./reads";
export { insertIssueStatement, newChangeToken, republishIssueStatement, unpublishIssueStatement, updateIssueStatements } from "./writes";
export { findIssueVersion, issueVersionNumber, listIssueVersions } from "./versions";
export { ISSUE_DATES_SQL, issueChanged, issueEmailFieldSql, issueExistsSql, liveIssueSql, PUBLISHED_ISSUES_SQL } from "./joins";
