import { RESULTS_RECENT_DAYS, RESULTS_REFRESH_MINUTES, SENT_STATUSES, TOP_LINKS, type IssueResults, type KitFigures } from "../../src/publishing/results";
import { configOf, type Env } from "../config";
import { KitError, pacedBroadcastClient, PacerRefusal, type KitBroadcastClient, type KitBroadcastStats, type KitLinkClicks } from "../kit";
import { utcDay } from "../stats";

/**
 * Each issue's results in Kit, kept in D1 (migrations/0010_issue_results.sql) so the owner's pages
 * show them without waiting on Kit: the broadcast's stats
 * (https://developers.kit.com/api-reference/broadcasts/get-stats-for-a-broadcast) and, once Kit
 * says it went out (status sending or completed), its link clicks
 * (https://developers.kit.com/api-reference/broadcasts/get-link-clicks-for-a-broadcast). Which
 * broadcasts were sent is Kit's answer, not ours: every issue with a broadcast, dated in the last
 * RESULTS_RECENT_DAYS days, is asked at most every RESULTS_REFRESH_MINUTES (one call while it is a
 * draft, two once sent). Refreshed in the background when the owner opens the issue list or the
 * desk, and by the five-minute cron; every call goes through Kit's budget (worker/kit).
 */

const REFRESH_MS = RESULTS_REFRESH_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const CALL_TIMEOUT_MS = 8_000;
/** How long one call waits for its slot in Kit's budget: signups share it, results can wait for the next turn. */
const BUDGET_WAIT_MS = 3_000;
/** Issues refreshed by one run at most (a weekly newsletter has about nine in RESULTS_RECENT_DAYS). */
const MAX_ISSUES_A_RUN = 12;
/**
 * A run started by a page stops starting issues after this long: work kept alive by waitUntil ends
 * 30 s after the answer (https://developers.cloudflare.com/workers/runtime-apis/context/#waituntil).
 * An issue it did not reach stays due for the next open or the cron.
 */
export const PAGE_RUN_MS = 15_000;
/** The cron's run: well inside the five minutes before the next. */
export const CRON_RUN_MS = 4 * 60_000;

/** A row of newsletter_issue_results. */
interface ResultRow {
  slug: string;
  broadcast_id: number;
  checked_at: string;
  fetched_at: string | null;
  stats: string | null;
  top_links: string | null;
  failure: string | null;
}

/** An issue whose broadcast's figures are owed. */
export interface DueIssue {
  slug: string;
  broadcastId: number;
}

function parsed<T>(json: string | null): T | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/** Kit's stats and links as the pages show them: Kit's numbers untouched. */
function figuresOf(stats: KitBroadcastStats, topLinks: { url: string; clicks: number }[]): KitFigures {
  return {
    status: String(stats.status),
    recipients: Number(stats.recipients),
    openRate: Number(stats.open_rate),
    clickRate: Number(stats.click_rate),
    unsubscribes: Number(stats.unsubscribes),
    openTrackingDisabled: stats.open_tracking_disabled === true,
    clickTrackingDisabled: stats.click_tracking_disabled === true,
    topLinks,
  };
}

function resultsOf(row: ResultRow): IssueResults {
  const stats = parsed<KitBroadcastStats>(row.stats);
  const links = parsed<{ url: string; clicks: number }[]>(row.top_links) ?? [];
  return { kit: stats && row.fetched_at ? { figures: figuresOf(stats, links), fetchedAt: row.fetched_at } : null, failure: row.failure };
}

/** Every issue's stored results, by slug (one row an issue with a broadcast). */
export async function readIssueResults(db: D1Database): Promise<Map<string, IssueResults>> {
  const { results } = await db.prepare("SELECT * FROM newsletter_issue_results").all<ResultRow>();
  return new Map(results.map((row) => [row.slug, resultsOf(row)]));
}

/** The first day whose issues are still refreshed. */
const recentFrom = (now: Date) => utcDay(now.getTime() - RESULTS_RECENT_DAYS * DAY_MS);

/** Issues owed a refresh, newest first (at most MAX_ISSUES_A_RUN): with a broadcast, recent, not checked in the last RESULTS_REFRESH_MINUTES. */
export async function dueIssues(db: D1Database, now = new Date()): Promise<DueIssue[]> {
  const { results } = await db
    .prepare(
      `SELECT i.slug AS slug, i.kit_broadcast_id AS broadcastId FROM newsletter_issues i
       LEFT JOIN newsletter_issue_results r ON r.slug = i.slug
       WHERE i.kit_broadcast_id IS NOT NULL AND i.date >= ?1 AND (r.checked_at IS NULL OR r.checked_at < ?2)
       ORDER BY i.date DESC LIMIT ?3`,
    )
    .bind(recentFrom(now), new Date(now.getTime() - REFRESH_MS).toISOString(), MAX_ISSUES_A_RUN)
    .all<DueIssue>();
  return results;
}

/**
 * Takes the issue's turn: one conditional write, so of two refreshes (two tabs, a tab and the
 * cron) only one calls Kit, and never twice in RESULTS_REFRESH_MINUTES. D1 reports the rows a
 * write changed in `meta.changes` (https://developers.cloudflare.com/d1/worker-api/return-object/).
 */
async function claim(db: D1Database, issue: DueIssue, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (slug) DO UPDATE SET checked_at = excluded.checked_at, broadcast_id = excluded.broadcast_id
       WHERE newsletter_issue_results.checked_at < ?4`,
    )
    .bind(issue.slug, issue.broadcastId, now.toISOString(), new Date(now.getTime() - REFRESH_MS).toISOString())
    .run();
  return result.meta.changes === 1;
}

/** Kit's links, most unique clicks first (Kit's order otherwise), the first TOP_LINKS. */
export function topLinksOf(clicks: readonly KitLinkClicks[]): { url: string; clicks: number }[] {
  return clicks
    .map((link, index) => ({ url: String(link.url), clicks: Number(link.unique_clicks) || 0, index }))
    .sort((a, b) => b.clicks - a.clicks || a.index - b.index)
    .slice(0, TOP_LINKS)
    .map(({ url, clicks }) => ({ url, clicks }));
}

/** Why a refresh failed, for the owner: Kit's status, never a proxy's page. */
function failureOf(error: unknown): string {
  if (error instanceof PacerRefusal) return "Kit's request budget was spent for the moment";
  if (error instanceof KitError) {
    if (error.kind === "rate_limited") return "Kit asked to slow down (429)";
    if (error.kind === "server") return `Kit failed (${error.status})`;
    if (error.kind === "timeout" || error.kind === "network") return "Kit did not answer";
    return `Kit answered ${error.status}${error.details.length && error.kind !== "unexpected" ? `: ${error.details.join("; ").slice(0, 200)}` : ""}`;
  }
  return "the refresh failed";
}

/** One issue: its stats, and its clicks once sent; stored together, or the last figures kept with the failure. */
async function refreshOne(db: D1Database, kit: KitBroadcastClient, issue: DueIssue, now: Date): Promise<"refreshed" | "failed" | "taken"> {
  if (!(await claim(db, issue, now))) return "taken";
  try {
    const stats = await kit.stats(issue.broadcastId);
    const links = SENT_STATUSES.includes(String(stats.status)) ? topLinksOf(await kit.clicks(issue.broadcastId)) : [];
    await db.prepare("UPDATE newsletter_issue_results SET fetched_at = ?2, stats = ?3, top_links = ?4, failure = NULL WHERE slug = ?1").bind(issue.slug, now.toISOString(), JSON.stringify(stats), JSON.stringify(links)).run();
    return "refreshed";
  } catch (error) {
    console.warn(`[publishing] results of ${issue.slug} not read:`, error instanceof Error ? error.message : error);
    await db.prepare("UPDATE newsletter_issue_results SET failure = ?2 WHERE slug = ?1").bind(issue.slug, failureOf(error)).run();
    return "failed";
  }
}

export interface RefreshReport {
  refreshed: number;
  failed: number;
  /** Already taken by another refresh (or checked in the meantime). */
  taken: number;
}

/**
 * Refreshes these issues one after another, until `runMs` has passed; nothing without Kit set up.
 * Never throws: a failure is stored with the issue (its last figures stay) or logged.
 */
export async function refreshIssueResults(env: Env, issues: readonly DueIssue[], now = new Date(), runMs = PAGE_RUN_MS): Promise<RefreshReport> {
  const report: RefreshReport = { refreshed: 0, failed: 0, taken: 0 };
  const config = configOf(env);
  if (config.kit.kind !== "kit" || issues.length === 0) return report;
  const started = Date.now();
  try {
    const { kit, settled } = await pacedBroadcastClient(env, {
      baseUrl: config.kit.config.baseUrl,
      apiKey: config.kit.config.apiKey,
      settings: { requestsPerMinute: config.kitRequestsPerMinute, backoffSeconds: config.signupBackoffSeconds },
      timeoutMs: CALL_TIMEOUT_MS,
      budgetWaitMs: BUDGET_WAIT_MS,
    });
    try {
      for (const issue of issues.slice(0, MAX_ISSUES_A_RUN)) {
        if (Date.now() - started > runMs) break;
        report[await refreshOne(env.INQUIRIES_DB, kit, issue, now)]++;
      }
    } finally {
      await settled();
    }
  } catch (error) {
    console.error("[publishing] the issues' results could not be refreshed:", error);
  }
  return report;
}

/**
 * Every issue owed a refresh (one query), refreshed for `runMs` at most: in the background of the
 * issue list and the desk (PAGE_RUN_MS), and by the five-minute cron (CRON_RUN_MS).
 */
export async function refreshDueIssueResults(env: Env, now = new Date(), runMs = PAGE_RUN_MS): Promise<RefreshReport> {
  if (configOf(env).kit.kind !== "kit") return { refreshed: 0, failed: 0, taken: 0 };
  try {
    return await refreshIssueResults(env, await dueIssues(env.INQUIRIES_DB, now), now, runMs);
  } catch (error) {
    console.error("[publishing] the issues owed a refresh could not be read:", error);
    return { refreshed: 0, failed: 0, taken: 0 };
  }
}
