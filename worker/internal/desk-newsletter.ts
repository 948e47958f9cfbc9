import { mondayOf, type DeskNewsletter, dayInWords } from "../../src/internal";
import type { StatsReport } from "../../src/stats";
import { issueListings, issuePagesOf, readIssueResults } from "../publishing";
import { dayInZone, type IssueResults } from "../../src/publishing";
import type { Config } from "../config";
import type { IssueLinkView } from "../../src/newsletter";
import { issueMomentInWords } from "../../src/pages";

/**
 * The newsletter on the desk, from the issue list (D1 and the repository) and the stored results:
 * the newest issue on the web with its Kit figures (its page's numbers from the desk's own week of
 * stats, `week`, when that was read: no read of its own), the next scheduled issue, and whether
 * this week (Monday to today) has an issue yet.
 */
export async function readDeskNewsletter(
  db: D1Database,
  config: Pick<Config, "ownerTimeZone" | "kit">,
  now: number,
  week?: StatsReport,
  /** The latest issue's per-link rows over `week` (worker/publishing), for the desk's one line. */
  linksOf?: (slug: string, results: IssueResults | undefined, campaigns: StatsReport["campaigns"]) => Promise<IssueLinkView[]>,
): Promise<DeskNewsletter> {
  // His week: Monday to today in his time zone, as the issue list counts days.
  const today = dayInZone(now, config.ownerTimeZone);
  const [issues, results] = await Promise.all([issueListings(db, config, new Date(now)), readIssueResults(db)]);
  // The list is newest first: the first live one is the latest, the last scheduled one the next.
  const latest = issues.find((issue) => issue.state === "live");
  const next = issues.filter((issue) => issue.state === "scheduled").at(-1);
  const weekStart = mondayOf(today);
  const links =
    latest && week && linksOf
      ? await linksOf(latest.slug, results.get(latest.slug), week.campaigns).catch((error: unknown) => {
          console.error("[desk] the latest issue's links could not be read:", error);
          return undefined;
        })
      : undefined;
  // The same words as the issue list: the moment on his clock, and for the next one whether its email goes then.
  const when = (issue: (typeof issues)[number]) => issueMomentInWords(issue, config.ownerTimeZone, now) ?? dayInWords(issue.date, now);
  return {
    latest: latest
      ? {
          slug: latest.slug,
          title: latest.title,
          date: latest.date,
          when: when(latest),
          hasBroadcast: latest.kit !== undefined && "broadcastId" in latest.kit,
          ...(latest.kit ? { kit: latest.kit } : {}),
          results: results.get(latest.slug),
          site: week ? (issuePagesOf(week).get(latest.slug) ?? { views: 0, signups: 0 }) : undefined,
          links,
        }
      : null,
    next: next ? { title: next.title, date: next.date, when: when(next) } : null,
    timeZone: config.ownerTimeZone,
    noIssueThisWeek: !issues.some((issue) => issue.state === "live" && issue.date >= weekStart),
  };
}
