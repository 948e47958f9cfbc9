import { storedKitProblem, type KitProblem, LINKS_KEPT, SENT_STATUSES } from "../../src/publishing";
import { configOf, type Env } from "../config";
import { KitError, pacedBroadcastClient, PacerRefusal, type KitBroadcastClient, type KitLinkClicks } from "../kit";
import { claim, dueIssues, storeFailure, storeFigures, type DueIssue } from "./issue-results-store";
import { lookAgain, markBroadcastSent } from "../broadcasts";
import { wakeBroadcasts } from "./kit-drafts";

/**
 * Each issue's results in Kit, kept in D1 (migrations/0010_issue_results.sql) so the owner's pages
 * show them without waiting on Kit: the broadcast's stats
 * (https://developers.kit.com/api-reference/broadcasts/get-stats-for-a-broadcast) and, once Kit
 * says it went out (status sending or completed), its link clicks
 * (https://developers.kit.com/api-reference/broadcasts/get-link-clicks-for-a-broadcast). Which
 * broadcasts were sent is Kit's answer, not ours: every issue with a broadcast, dated in the last
 * RESULTS_RECENT_DAYS days, is asked at most every RESULTS_REFRESH_MINUTES (one call while it is a
 * draft, two once sent). Refreshed in the background when the owner opens the issue list or the
 * desk, and by the five-minute cron; every call goes through Kit's budget (worker/kit). The rows:
 * issue-results-store.ts.
 */

const CALL_TIMEOUT_MS = 8_000;
/** How long one call waits for its slot in Kit's budget: signups share it, results can wait for the next turn. */
const BUDGET_WAIT_MS = 3_000;
/**
 * A run started by a page stops starting issues after this long: work kept alive by waitUntil ends
 * 30 s after the answer (https://developers.cloudflare.com/workers/runtime-apis/context/#waituntil).
 * An issue it did not reach stays due for the next open or the cron.
 */
export const PAGE_RUN_MS = 15_000;
/** The cron's run: well inside the five minutes before the next. */
export const CRON_RUN_MS = 4 * 60_000;

/**
 * Kit's links, most unique clicks first (Kit's order otherwise), the first LINKS_KEPT: every link of
 * an issue, for its per-link rows (src/publishing/issue-links.ts); the pages' top list is the first TOP_LINKS.
 */
export function topLinksOf(clicks: readonly KitLinkClicks[]): { url: string; clicks: number }[] {
  return clicks
    .map((link, index) => ({ url: String(link.url), clicks: Number(link.unique_clicks) || 0, index }))
    .sort((a, b) => b.clicks - a.clicks || a.index - b.index)
    .slice(0, LINKS_KEPT)
    .map(({ url, clicks }) => ({ url, clicks }));
}

/** Why a refresh failed, stored as a code (src/publishing/kit-problem.ts): Kit's status, never a proxy's page. */
function failureOf(error: unknown): string {
  return storedKitProblem(problemOf(error));
}

function problemOf(error: unknown): KitProblem {
  if (error instanceof PacerRefusal) return { code: "budget-spent" };
  if (error instanceof KitError) {
    if (error.kind === "rate_limited") return { code: "slowed" };
    if (error.kind === "server") return { code: "kit-failed", status: error.status };
    if (error.kind === "timeout" || error.kind === "network") return { code: "no-answer", kind: error.kind };
    return { code: "kit-refused", status: error.status, words: error.kind === "unexpected" ? "" : error.details.join("; ").slice(0, 200) };
  }
  return { code: "failed" };
}

/** One issue: its stats, and its clicks once sent; stored together, or the last figures kept with the failure. */
async function refreshOne(db: D1Database, kit: KitBroadcastClient, issue: DueIssue, now: Date): Promise<"refreshed" | "failed" | "taken" | "gone"> {
  if (!(await claim(db, issue, now))) return "taken";
  try {
    const stats = await kit.stats(issue.broadcastId);
    const links = SENT_STATUSES.includes(String(stats.status)) ? topLinksOf(await kit.clicks(issue.broadcastId)) : [];
    await storeFigures(db, issue.slug, now, stats, links);
    // Kit says it went out: the broadcast's state says Sent from now on.
    if (SENT_STATUSES.includes(String(stats.status))) await markBroadcastSent(db, issue.slug, now);
    return "refreshed";
  } catch (error) {
    console.warn(`[publishing] results of ${issue.slug} not read:`, error instanceof Error ? error.message : error);
    await storeFailure(db, issue.slug, failureOf(error));
    // Kit knows no such broadcast: deleted in Kit's app, maybe. The reconciler's next pass looks in Kit's list.
    if (error instanceof KitError && error.kind === "not_found") {
      await lookAgain(db, issue.slug, now.getTime());
      return "gone";
    }
    return "failed";
  }
}

export interface RefreshReport {
  refreshed: number;
  failed: number;
  /** Kit answered 404: looked for again in Kit's list by the reconciler. */
  gone: number;
  /** Already taken by another refresh (or checked in the meantime). */
  taken: number;
}

/**
 * Refreshes these issues one after another, until `runMs` has passed; nothing without Kit set up.
 * Never throws: a failure is stored with the issue (its last figures stay) or logged.
 */
export async function refreshIssueResults(env: Env, issues: readonly DueIssue[], now = new Date(), runMs = PAGE_RUN_MS): Promise<RefreshReport> {
  const report: RefreshReport = { refreshed: 0, failed: 0, taken: 0, gone: 0 };
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
      for (const issue of issues) {
        if (Date.now() - started > runMs) break;
        report[await refreshOne(env.DB, kit, issue, now)]++;
      }
    } finally {
      await settled();
    }
  } catch (error) {
    console.error("[publishing] the issues' results could not be refreshed:", error);
  }
  if (report.gone > 0) await wakeBroadcasts(env);
  return report;
}

/**
 * Every issue owed a refresh (one query), refreshed for `runMs` at most: in the background of the
 * issue list and the desk (PAGE_RUN_MS), and by the five-minute cron (CRON_RUN_MS).
 */
export async function refreshDueIssueResults(env: Env, now = new Date(), runMs = PAGE_RUN_MS): Promise<RefreshReport> {
  if (configOf(env).kit.kind !== "kit") return { refreshed: 0, failed: 0, taken: 0, gone: 0 };
  try {
    return await refreshIssueResults(env, await dueIssues(env.DB, now), now, runMs);
  } catch (error) {
    console.error("[publishing] the issues owed a refresh could not be read:", error);
    return { refreshed: 0, failed: 0, taken: 0, gone: 0 };
  }
}
