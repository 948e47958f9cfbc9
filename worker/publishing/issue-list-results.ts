import type { IssueListing } from "../../src/pages";
import type { Env } from "../config";
import { readIssueResults } from "./issue-results-store";
import { siteNumbersOfIssues } from "./issue-site-numbers";
import { rowsOfIssue } from "./issue-link-report";
import type { IssueLinkView } from "../../src/newsletter";
import type { IssueResults } from "../../src/publishing";
import type { StatsReport } from "../../src/stats";

/**
 * The listed issues with their results: Kit's figures as last stored (D1) and the site's numbers
 * of their pages (the stats). Either part failing leaves it out, never the list.
 */
export async function withResults(env: Env, issues: IssueListing[], now = Date.now()): Promise<{ issues: IssueListing[]; siteNumbersRead: boolean }> {
  const [stored, site] = await Promise.all([
    readIssueResults(env.DB).catch((error: unknown) => {
      console.error("[publishing] the issues' results could not be read:", error);
      return new Map<string, IssueResults>();
    }),
    siteNumbersOfIssues(env, now),
  ]);
  const links = await linksOfListed(env, issues, stored, site?.campaigns);
  return {
    issues: issues.map((issue) => ({
      ...issue,
      results: stored.get(issue.slug),
      site: site ? (site.pages.get(issue.slug) ?? { views: 0, signups: 0 }) : undefined,
      links: links.get(issue.slug),
    })),
    siteNumbersRead: site !== undefined,
  };
}

/** Issues whose links rows are shown at most (each renders its email once): the newest with clicks or visits. */
const MAX_LINKED_ISSUES = 12;

/**
 * The per-link rows of the listed issues that have any: Kit reported clicks, or the site counted a
 * tagged visit. A failure leaves the rows out, never the list.
 */
async function linksOfListed(
  env: Env,
  issues: IssueListing[],
  stored: Map<string, IssueResults>,
  campaigns: StatsReport["campaigns"] = [],
): Promise<Map<string, IssueLinkView[]>> {
  const seen = new Set(campaigns.map((row) => row.campaign));
  const counted = issues.filter((issue) => seen.has(issue.slug) || (stored.get(issue.slug)?.kit?.figures.links.length ?? 0) > 0).slice(0, MAX_LINKED_ISSUES);
  try {
    return new Map(
      await Promise.all(counted.map(async (issue) => [issue.slug, await rowsOfIssue(env, issue.slug, stored.get(issue.slug), campaigns)] as const)),
    );
  } catch (error) {
    console.error("[publishing] the issues' links could not be read:", error);
    return new Map();
  }
}
