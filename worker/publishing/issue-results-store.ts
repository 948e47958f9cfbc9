import * as v from "valibot";
import {
  kitProblemOf,
  RESULTS_RECENT_DAYS,
  RESULTS_REFRESH_MINUTES,
  RESULTS_RETRY_MINUTES,
  TOP_LINKS,
  type IssueResults,
  type KitFigures,
} from "../../src/publishing";
import type { KitBroadcastStats } from "../kit";
import { utcDay } from "../stats";
import { KIT_BROADCASTS_SQL } from "../broadcasts";
import { ISSUE_DATES_SQL } from "../issues";
import { allRows } from "../store";

/**
 * The issues' results in D1 (newsletter_issue_results, migrations/0010_issue_results.sql): read for
 * the owner's pages, and written by the refresh (issue-results.ts): a claim, then the figures or
 * the failure.
 */

const REFRESH_MS = RESULTS_REFRESH_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** Issues refreshed by one run at most (a weekly newsletter has about nine in RESULTS_RECENT_DAYS). */
const MAX_ISSUES_A_RUN = 12;

/** A row of newsletter_issue_results. */
const resultRow = v.object({
  slug: v.string(),
  broadcast_id: v.number(),
  checked_at: v.string(),
  fetched_at: v.nullable(v.string()),
  stats: v.nullable(v.string()),
  top_links: v.nullable(v.string()),
  failure: v.nullable(v.string()),
});
type ResultRow = v.InferOutput<typeof resultRow>;

/**
 * An issue whose broadcast's figures are owed; `newlySent` (0/1, NULL when no figures are stored):
 * Kit reported it sent (the broadcast's record) while the figures stored still say it was not.
 */
const dueIssue = v.object({ slug: v.string(), broadcastId: v.number(), newlySent: v.nullish(v.number()) });
export type DueIssue = v.InferOutput<typeof dueIssue>;

/** An issue Kit first reported sent is read again this soon, not after RESULTS_REFRESH_MINUTES: its results box catches up. */
const NEWLY_SENT_MS = 5 * 60_000;
const notSentYet = (table: string) => `json_extract(${table}.stats, '$.status') IN ('draft', 'scheduled')`;
/** The last claim ended without figures (a failure stored, or the run cut off before Kit answered): it is asked again after RESULTS_RETRY_MINUTES. */
const RETRY_MS = RESULTS_RETRY_MINUTES * 60_000;
const lastReadFailed = (table: string) => `(${table}.fetched_at IS NULL OR ${table}.fetched_at < ${table}.checked_at)`;

function parsed<T>(json: string | null): T | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/** Kit's stats and links as the pages show them: Kit's numbers untouched. */
function figuresOf(stats: KitBroadcastStats, links: { url: string; clicks: number }[]): KitFigures {
  return {
    status: String(stats.status),
    recipients: Number(stats.recipients),
    openRate: Number(stats.open_rate),
    clickRate: Number(stats.click_rate),
    unsubscribes: Number(stats.unsubscribes),
    openTrackingDisabled: stats.open_tracking_disabled === true,
    clickTrackingDisabled: stats.click_tracking_disabled === true,
    // Stored most clicked first (issue-results.ts): the top ones are the first.
    topLinks: links.slice(0, TOP_LINKS),
    links,
  };
}

function resultsOf(row: ResultRow): IssueResults {
  const stats = parsed<KitBroadcastStats>(row.stats);
  const links = parsed<{ url: string; clicks: number }[]>(row.top_links) ?? [];
  return {
    kit: stats && row.fetched_at ? { figures: figuresOf(stats, links), fetchedAt: row.fetched_at } : null,
    failure: row.failure === null ? null : kitProblemOf(row.failure),
  };
}

/** Every issue's stored results, by slug (one row an issue with a broadcast). */
export async function readIssueResults(db: D1Database): Promise<Map<string, IssueResults>> {
  const results = await allRows(db.prepare("SELECT * FROM newsletter_issue_results"), resultRow);
  return new Map(results.map((row) => [row.slug, resultsOf(row)]));
}

/** The first day whose issues are still refreshed. */
const recentFrom = (now: Date) => utcDay(now.getTime() - RESULTS_RECENT_DAYS * DAY_MS);

/**
 * Issues owed a refresh (at most MAX_ISSUES_A_RUN): with a broadcast, recent, not checked in the
 * last RESULTS_REFRESH_MINUTES, or sooner when Kit newly sent it or the last read ended without
 * figures. Never-read issues come first, then the longest waiting, newest first among equals: an
 * issue whose reads keep failing (asked again every RESULTS_RETRY_MINUTES) never crowds a new
 * issue out of a run's limit or its time.
 */
export async function dueIssues(db: D1Database, now = new Date()): Promise<DueIssue[]> {
  const statement = db
    .prepare(
      `SELECT i.slug AS slug, b.kit_id AS broadcastId, (b.sent_at IS NOT NULL AND ${notSentYet("r")}) AS newlySent FROM ${ISSUE_DATES_SQL} i
       JOIN ${KIT_BROADCASTS_SQL} b ON b.slug = i.slug
       LEFT JOIN newsletter_issue_results r ON r.slug = i.slug
       WHERE i.date >= ?1
         AND (r.checked_at IS NULL OR r.checked_at < ?2 OR (b.sent_at IS NOT NULL AND ${notSentYet("r")} AND r.checked_at < ?4)
           OR (${lastReadFailed("r")} AND r.checked_at < ?5))
       ORDER BY r.checked_at IS NOT NULL, r.checked_at, i.date DESC LIMIT ?3`,
    )
    .bind(
      recentFrom(now),
      new Date(now.getTime() - REFRESH_MS).toISOString(),
      MAX_ISSUES_A_RUN,
      new Date(now.getTime() - NEWLY_SENT_MS).toISOString(),
      new Date(now.getTime() - RETRY_MS).toISOString(),
    );
  return allRows(statement, dueIssue);
}

/**
 * Takes the issue's turn: one conditional write, so of two refreshes (two tabs, a tab and the
 * cron) only one calls Kit, and never twice in RESULTS_REFRESH_MINUTES. D1 reports the rows a
 * write changed in `meta.changes` (https://developers.cloudflare.com/d1/worker-api/return-object/).
 */
export async function claim(db: D1Database, issue: DueIssue, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (slug) DO UPDATE SET checked_at = excluded.checked_at, broadcast_id = excluded.broadcast_id
       WHERE newsletter_issue_results.checked_at < ?4 OR (?5 = 1 AND ${notSentYet("newsletter_issue_results")} AND newsletter_issue_results.checked_at < ?6)
          OR (${lastReadFailed("newsletter_issue_results")} AND newsletter_issue_results.checked_at < ?7)`,
    )
    .bind(
      issue.slug,
      issue.broadcastId,
      now.toISOString(),
      new Date(now.getTime() - REFRESH_MS).toISOString(),
      issue.newlySent ? 1 : 0,
      new Date(now.getTime() - NEWLY_SENT_MS).toISOString(),
      new Date(now.getTime() - RETRY_MS).toISOString(),
    )
    .run();
  return result.meta.changes === 1;
}

/** Kit answered: its stats as it gave them and the top links, the failure cleared. */
export async function storeFigures(db: D1Database, slug: string, now: Date, stats: KitBroadcastStats, links: { url: string; clicks: number }[]): Promise<void> {
  await db
    .prepare("UPDATE newsletter_issue_results SET fetched_at = ?2, stats = ?3, top_links = ?4, failure = NULL WHERE slug = ?1")
    .bind(slug, now.toISOString(), JSON.stringify(stats), JSON.stringify(links))
    .run();
}

/** Kit did not answer: the last figures stay, with why. */
export async function storeFailure(db: D1Database, slug: string, failure: string): Promise<void> {
  await db.prepare("UPDATE newsletter_issue_results SET failure = ?2 WHERE slug = ?1").bind(slug, failure).run();
}
