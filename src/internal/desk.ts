/** What the owner's desk (/internal) shows: the worker reads it, the page renders it. Plain data. */
import type { KitDraftState } from "../publishing/contract";
import type { IssueResults, SiteNumbers } from "../publishing/results";
import type { IssueLinkView } from "../stats/contract";
import type { SignupAlertDetails } from "../signup/contract";
import type { FeedProblem } from "../videos/feed-problem";

export const DESK_PATH = "/internal";
export const SIGNUPS_PAGE_PATH = "/internal/signups";
export const SIGNUPS_REPLAY_PATH = "/internal/signups/replay";
export const SIGNUPS_DISMISS_PATH = "/internal/signups/dismiss";
export const DESK_PURGE_PATH = "/internal/purge";
/** The channel's videos, each with "Hide from the site" / "Show again" (worker/internal/videos.ts). */
export const VIDEOS_OWNER_PATH = "/internal/videos";

/** A part of the desk read on its own: its value, or why it could not be read (the rest still shows). */
export type DeskPart<T> = { ok: true; value: T } | { ok: false; missing: "D1" | "KV" | "stats" };

export interface WeekNumbers {
  views: number;
  signups: number;
  confirmed: number;
  inquiries: number;
}

export interface DeskData {
  /** Speaker inquiries of the last UNANSWERED_DAYS days not marked answered. */
  unansweredInquiries: DeskPart<number>;
  deadLetters: DeskPart<number>;
  /** Kit drafts refused, or still waiting past KIT_DRAFT_LATE_MINUTES; `deleted`: issues whose broadcast he deleted in Kit's app. */
  kitDrafts: DeskPart<{ waiting: number; refused: number; deleted?: { slug: string; title: string }[] }>;
  /** Experiments with a winner, or ended. */
  experiments: DeskPart<{ id: string; question: string; verdict: string; winner: string | null; state: string }[]>;
  /** Guards: this week against the usual week (the mean of the four before). */
  guards: DeskPart<{ name: "refused-beacons" | "signup-unverified"; thisWeek: number; usual: number; above: boolean }[]>;
  /** Owner alerts of the last 7 days: each name is a code of SIGNUP_ALERTS, its last details ids and a status (src/content/desk.ts words them). */
  alerts: DeskPart<{ name: string; count: number; lastAt: string; lastDetails: SignupAlertDetails }[]>;
  weeks: DeskPart<{ thisWeek: WeekNumbers; lastWeek: WeekNumbers; bestSource: string | null; bestPage: string | null; bestVideo: string | null }>;
  /** The newsletter: the latest issue's results, and this week's issue or the next one. */
  newsletter: DeskPart<DeskNewsletter>;
  /** The channel's videos (worker/videos), when YOUTUBE_CHANNEL_ID is set: the newest upload and the feed's health. */
  videos?: DeskPart<DeskVideos>;
  /** Kit's settings: set; none in development (the local store); or missing/malformed (signups wait). */
  kit: { kind: "set" } | { kind: "local" } | { kind: "invalid"; problems: string[] };
  /** Set after a purge from the desk. */
  purged?: "done" | "partial" | "unconfirmed";
}

/** The channel on the desk. */
export interface DeskVideos {
  newest: { id: string; slug: string; title: string; published: string; short: boolean } | null;
  /** When the feed was last read well (a 304 included). */
  lastReadAt: string | null;
  /** The last failure, as its code (src/content/videos.ts words it), when it is newer than the last good read. */
  failing: { at: string; problem: FeedProblem } | null;
  /** Videos the owner hid from the site. */
  hidden: number;
}

/** The newsletter on the desk. */
export interface DeskNewsletter {
  /** The newest issue on the web (dated today or earlier), with its results; its page's numbers are the desk's last 7 days. */
  latest: {
    slug: string;
    title: string;
    date: string;
    when: string;
    hasBroadcast: boolean;
    kit?: KitDraftState;
    results?: IssueResults;
    site?: SiteNumbers;
    /** Its links over the desk's week (Kit's clicks, the site's counts): the desk's one line. Undefined when not read. */
    links?: IssueLinkView[];
  } | null;
  /** The next scheduled issue: the earliest after now, with its moment and whether its email goes then, in words (as the issue list says it). */
  next: { title: string; date: string; when: string } | null;
  /** His zone, in which the moments above are written. */
  timeZone: string;
  /** No issue on the web is dated in this week (Monday to today). */
  noIssueThisWeek: boolean;
}

/** The Monday (YYYY-MM-DD) of the week holding `day` (YYYY-MM-DD): the newsletter's week on the desk. */
export function mondayOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** How far back an inquiry counts as waiting for an answer. */
export const UNANSWERED_DAYS = 30;
/** A Kit draft still waiting this long after publishing is late (the cron creates it within a minute or two). */
export const KIT_DRAFT_LATE_MINUTES = 15;
/** A guard's week is above normal past twice its usual week, and past this floor (a few are noise). */
export const GUARD_FLOOR = 10;

/** Whether a week's count is above normal: more than twice the usual week, and more than GUARD_FLOOR. */
export const aboveNormal = (thisWeek: number, usual: number) => thisWeek > GUARD_FLOOR && thisWeek > 2 * usual;
