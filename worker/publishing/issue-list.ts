import type { Context } from "hono";
import { issueList } from "../../src/content";
import { issues as repositoryIssues } from "../../src/newsletter";
import { IssuesPage, type IssueListing } from "../../src/pages";
import { ISSUES_PATH, dayInZone, startOfDay, DELETED_PARAM } from "../../src/publishing";
import { afterResponse } from "../background";
import { configOf, type AppEnv, type Config } from "../config";
import { renderRequestPage } from "../pages";
import { issueStateOf, listIssues } from "../issues";
import { refreshDueIssueResults } from "./issue-results";
import { withResults } from "./issue-list-results";
import { broadcastState, readBroadcastRecords } from "../broadcasts";
import { deletedDraftOf, listDrafts } from "../drafts";

/** Every issue for the owner: those published from the previewer (D1) and the repository's, newest first. */
export async function issueListings(db: D1Database, config: Pick<Config, "ownerTimeZone" | "kit">, now = new Date()): Promise<IssueListing[]> {
  const today = dayInZone(now, config.ownerTimeZone);
  const [rows, broadcasts] = await Promise.all([listIssues(db), readBroadcastRecords(db)]);
  const published: IssueListing[] = rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    date: row.date,
    // Issues stored before their moment was (live_at NULL) go live at 00:00 of their date.
    moment: row.live_at ?? new Date(startOfDay(row.date, config.ownerTimeZone)).toISOString(),
    sendChoice: row.send_choice,
    state: issueStateOf(row, today, now),
    kit: broadcastState(broadcasts.get(row.slug), config.kit),
    fromRepository: false,
  }));
  const repository: IssueListing[] = repositoryIssues.map((issue) => ({
    slug: issue.slug,
    title: issue.title,
    date: issue.date,
    state: "live",
    fromRepository: true,
  }));
  return [...published, ...repository].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
}

/** The words of a notice the address names (?notice=, after a confirmed post); none for any other value. */
const noticeOf = (code: string | undefined): string | undefined =>
  code && Object.hasOwn(issueList.notices, code) ? issueList.notices[code as keyof typeof issueList.notices] : undefined;

/**
 * GET /internal/issues: the owner's list, read from D1 for each request (never cached: internal),
 * each issue with its results; the results owed a refresh are read from Kit after the answer.
 */
export async function issueListPage(c: Context<AppEnv>): Promise<Response> {
  const config = configOf(c.env);
  const [listings, drafts, deleted] = await Promise.all([
    issueListings(c.env.DB, config),
    listDrafts(c.env.DB),
    deletedDraftOf(c.env.DB, c.req.query(DELETED_PARAM)),
  ]);
  const { issues, siteNumbersRead } = await withResults(c.env, listings);
  afterResponse(c, refreshDueIssueResults(c.env));
  const notice = noticeOf(c.req.query("notice"));
  const { html } = await renderRequestPage(
    c,
    IssuesPage,
    { issues, drafts, now: Date.now(), timeZone: config.ownerTimeZone, siteNumbersRead, deleted, ...(notice ? { notice } : {}) },
    { title: issueList.title, description: issueList.lead, path: ISSUES_PATH },
  );
  return c.body(html, 200, { "Content-Type": "text/html; charset=utf-8" });
}
