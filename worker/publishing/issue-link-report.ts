import { issueLinkRows, type IssueLinkView, type KitLink, type IssueFile } from "../../src/newsletter";
import { SENT_STATUSES, dayInZone, type IssueResults } from "../../src/publishing";
import type { StatsReport } from "../../src/stats";
import { configOf, type Env } from "../config";
import { findIssue } from "../issues";
import { issueListing, repositoryIssue } from "./catalogue";
import { issueEmail } from "./checks";
import { readIssueResults } from "./issue-results-store";
import { videosOf } from "./kit-drafts";

/** Issues one report joins at most (a weekly newsletter has about 52 a year; the newest first). */
const MAX_ISSUES = 26;

/**
 * Each issue's links with Kit's clicks and what the site counted (src/publishing/issue-links.ts):
 * the issues dated in from..to and those whose tagged links the report saw. The links are the
 * issue's email rendered now, tagged as it was sent (the names come from its words); Kit's clicks
 * are the ones stored by the results' refresh (issue-results.ts), null until Kit says it went out.
 * Costs one D1 list, one read of the stored results and one read per published issue.
 */
export async function issueLinkReport(env: Env, report: Pick<StatsReport, "from" | "to" | "campaigns">, now = new Date()): Promise<IssueLinkView[]> {
  const config = configOf(env);
  const seen = new Set(report.campaigns.map((row) => row.campaign));
  const listed = await issueListing(env.DB, now, dayInZone(now, config.ownerTimeZone));
  const chosen = listed.filter((issue) => seen.has(issue.slug) || (issue.date >= report.from && issue.date <= report.to)).slice(0, MAX_ISSUES);
  if (chosen.length === 0) return [];
  const results = await readIssueResults(env.DB);
  return (await Promise.all(chosen.map((listing) => rowsOfIssue(env, listing.slug, results.get(listing.slug), report.campaigns)))).flat();
}

/**
 * One issue's rows: its links as its email has them now (the names come from its words, so they
 * are the ones it was sent with), Kit's stored clicks when Kit says it went out, the site's counts.
 */
export async function rowsOfIssue(env: Env, slug: string, results: IssueResults | undefined, campaigns: StatsReport["campaigns"]): Promise<IssueLinkView[]> {
  const issue: Pick<IssueFile, "draft" | "style" | "slug"> | null = repositoryIssue(slug) ?? (await findIssue(env.DB, slug));
  if (!issue) return [];
  const { links } = issueEmail(issue, configOf(env).siteUrl, await videosOf(env, issue.draft));
  const figures = results?.kit?.figures;
  const kit: KitLink[] | null = figures && SENT_STATUSES.includes(figures.status) ? figures.links : null;
  return issueLinkRows(slug, links, kit, campaigns);
}

/** The same, never failing: undefined when D1 cannot answer (the page says the links are unavailable). */
export async function issueLinkReportOrNone(
  env: Env,
  report: Pick<StatsReport, "from" | "to" | "campaigns">,
  now = new Date(),
): Promise<IssueLinkView[] | undefined> {
  try {
    return await issueLinkReport(env, report, now);
  } catch (error) {
    console.error("[publishing] the issues' links could not be read:", error);
    return undefined;
  }
}
