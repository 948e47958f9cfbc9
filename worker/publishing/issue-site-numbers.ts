import { ARCHIVE_PATH } from "../../src/newsletter";
import { SITE_NUMBERS_DAYS, type SiteNumbers } from "../../src/publishing";
import type { StatsReport } from "../../src/stats";
import { configOf, type Env } from "../config";
import { readStats, utcDay } from "../stats";

const PREFIX = `${ARCHIVE_PATH}/`;

/** Views and signups of each issue page (/newsletter/issues/<slug>) in a stats report, by slug: the report's per-page rows. */
export function issuePagesOf(report: Pick<StatsReport, "pages">): Map<string, SiteNumbers> {
  return new Map(report.pages.filter(({ path }) => path.startsWith(PREFIX)).map(({ path, views, signups }) => [path.slice(PREFIX.length), { views, signups }]));
}

/**
 * The site's own numbers of every issue page over the last SITE_NUMBERS_DAYS days (UTC, today
 * included): one read of the first-party stats (worker/stats), aggregated per page as the stats
 * page does, and what the issues' tagged links brought. Undefined when the stats cannot be read (the page says so; nothing else is hidden).
 */
export async function siteNumbersOfIssues(
  env: Env,
  now = Date.now(),
): Promise<{ pages: Map<string, SiteNumbers>; campaigns: StatsReport["campaigns"] } | undefined> {
  try {
    const report = await readStats(env, configOf(env), utcDay(now - (SITE_NUMBERS_DAYS - 1) * 86_400_000), utcDay(now));
    // The same read gives what the issues' tagged links brought (their per-link rows).
    return { pages: issuePagesOf(report), campaigns: report.campaigns };
  } catch (error) {
    console.warn("[publishing] the issues' page numbers could not be read:", error instanceof Error ? error.message : error);
    return undefined;
  }
}
