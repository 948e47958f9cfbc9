import { mondayOf, type DeskNewsletter } from "../../src/internal/desk";
import type { StatsReport } from "../../src/stats/contract";
import { issueListings, issuePagesOf, readIssueResults } from "../publishing";
import { utcDay } from "../stats";

/**
 * The newsletter on the desk, from the issue list (D1 and the repository) and the stored results:
 * the newest issue on the web with its Kit figures (its page's numbers from the desk's own week of
 * stats, `week`, when that was read: no read of its own), the next scheduled issue, and whether
 * this week (Monday to today) has an issue yet.
 */
export async function readDeskNewsletter(db: D1Database, now: number, week?: StatsReport): Promise<DeskNewsletter> {
  const today = utcDay(now);
  const [issues, results] = await Promise.all([issueListings(db, new Date(now)), readIssueResults(db)]);
  // The list is newest first: the first live one is the latest, the last scheduled one the next.
  const latest = issues.find((issue) => issue.state === "live");
  const next = issues.filter((issue) => issue.state === "scheduled").at(-1);
  const weekStart = mondayOf(today);
  return {
    latest: latest
      ? { slug: latest.slug, title: latest.title, date: latest.date, hasBroadcast: latest.kit?.state === "created", results: results.get(latest.slug), site: week ? (issuePagesOf(week).get(latest.slug) ?? { views: 0, signups: 0 }) : undefined }
      : null,
    next: next ? { title: next.title, date: next.date } : null,
    noIssueThisWeek: !issues.some((issue) => issue.state === "live" && issue.date >= weekStart),
  };
}
