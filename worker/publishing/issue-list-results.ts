import type { IssueListing } from "../../src/pages/internal/issues";
import type { Env } from "../config";
import { readIssueResults } from "./issue-results-store";
import { siteNumbersOfIssues } from "./issue-site-numbers";

/**
 * The listed issues with their results: Kit's figures as last stored (D1) and the site's numbers
 * of their pages (the stats). Either part failing leaves it out, never the list.
 */
export async function withResults(env: Env, issues: IssueListing[], now = Date.now()): Promise<{ issues: IssueListing[]; siteNumbersRead: boolean }> {
  const [stored, site] = await Promise.all([
    readIssueResults(env.DB).catch((error: unknown) => {
      console.error("[publishing] the issues' results could not be read:", error);
      return new Map();
    }),
    siteNumbersOfIssues(env, now),
  ]);
  return {
    issues: issues.map((issue) => ({ ...issue, results: stored.get(issue.slug), site: site ? (site.get(issue.slug) ?? { views: 0, signups: 0 }) : undefined })),
    siteNumbersRead: site !== undefined,
  };
}
