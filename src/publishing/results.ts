/**
 * Each issue's results as the owner's pages show them: Kit's figures of its broadcast (read into
 * D1 by worker/publishing/issue-results.ts) and the site's own numbers of its page. Plain data.
 */
import type { KitProblem } from "./kit-problem.ts";

/** Kit's words for a broadcast whose email went out (or is going out): its figures mean something. */
export const SENT_STATUSES: readonly string[] = ["sending", "completed"];

/** Kit's figures of one broadcast, as Kit gave them (rates are Kit's percentages). */
export interface KitFigures {
  /** Kit's word: draft, scheduled, sending, completed, aborted. */
  status: string;
  recipients: number;
  openRate: number;
  clickRate: number;
  unsubscribes: number;
  openTrackingDisabled: boolean;
  clickTrackingDisabled: boolean;
  /** The links with the most unique clicks, most first (at most TOP_LINKS). */
  topLinks: { url: string; clicks: number }[];
  /** Every link Kit reported (at most LINKS_KEPT), most clicked first: matched to the issue's links by their tags. */
  links: { url: string; clicks: number }[];
}

export interface IssueResults {
  /** The last figures Kit gave, and when (ISO time); null before Kit first answered. */
  kit: { figures: KitFigures; fetchedAt: string } | null;
  /** Why the last refresh failed, as a code (src/content/kit-status.ts words it), when it did (the last figures still show). */
  failure: KitProblem | null;
}

/** The site's own numbers of an issue's page, over the last SITE_NUMBERS_DAYS days. */
export interface SiteNumbers {
  views: number;
  signups: number;
}

/** How many links of an issue the owner's pages list. */
export const TOP_LINKS = 3;
/** How many of Kit's links of an issue are kept (an email has a few dozen at most). */
export const LINKS_KEPT = 100;
/** The site's numbers of an issue count its page's views and signups over these last days (UTC, today included). */
export const SITE_NUMBERS_DAYS = 30;
/** An issue's Kit figures are read again at most this often. */
export const RESULTS_REFRESH_MINUTES = 30;
/**
 * A read that ended without figures (Kit failed, the budget was spent, the run was cut off) is
 * asked again after this long, at the owner's next open or the five-minute cron, not after
 * RESULTS_REFRESH_MINUTES: one bad answer does not hide an issue's clicks for half an hour.
 */
export const RESULTS_RETRY_MINUTES = 1;
/** The cron that also reads the figures runs this often (wrangler.toml's trigger). */
export const RESULTS_CRON_MINUTES = 5;
/** Only issues dated within these last days have their figures refreshed. */
export const RESULTS_RECENT_DAYS = 60;
