/**
 * What the view beacon (client/beacon.ts), the worker (worker/stats, worker/api, worker/internal),
 * the owner's scripts and the tests agree on about first-party measurement: paths, the beacon's
 * body, the Kit webhook and the stats report. Plain data and types, no words a visitor reads.
 */

/** The beacon posts one view here (204, nothing stored on the device). */
export const VIEW_PATH = "/api/view";
/** Kit's signed webhook endpoint (`subscriber.activated`): `POST /api/kit-webhook`. */
export const KIT_WEBHOOK_PATH = "/api/kit-webhook";
/** The owner's page and its JSON (behind the internal pages' password). */
export const STATS_PAGE_PATH = "/internal/stats";
export const STATS_JSON_PATH = "/internal/stats.json";

/** Longest range the stats read at once, in days. */
export const STATS_MAX_RANGE_DAYS = 366;
/** Ranges the stats page links to. */
export const STATS_PAGE_RANGES = [7, 30, 90] as const;

/** The beacon's body (JSON). Every field but `path` may be empty. */
export interface ViewBeacon {
  path: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  /** A YouTube video id, from `v` or from `utm_content` when that is one. */
  video?: string;
  /** The counted experiment variant the page showed (`home-headline:channel`), from its `<meta name="experiment">`. */
  experiment?: string;
  /** Set for a click on a booking action (the speaker pages' buttons to the inquiry form) instead of a view. */
  goal?: typeof BOOKING_GOAL;
}

/** The `<meta name>` that carries a counted page's "experiment:variant" (src/experiments) to the beacon. */
export const EXPERIMENT_META_NAME = "experiment";

/** The beacon's `goal` for a click on a booking action. */
export const BOOKING_GOAL = "booking";

/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export interface Counts {
  views: number;
  visitors: number;
  signups: number;
  confirmed: number;
  /** Clicks on a booking action (the speaker pages' buttons to the inquiry form). */
  bookings: number;
  /** Speaker inquiries sent (counted for the speaker page the organiser came from). */
  inquiries: number;
  /**
   * Visitors with a counted view here who signed up that day, per visitor with a counted view
   * here: never above 1. Signups without a counted view are in `outsideSite`, not in the rate.
   */
  signupRate: number;
  /** The same for confirmations (counted on the signup's day). */
  confirmedRate: number;
}

/** One variant of an experiment, over the range read. */
export interface VariantResult {
  id: string;
  views: number;
  visitors: number;
  /** Conversions of the experiment's goal seen in this variant. */
  conversions: number;
  /** Speaker inquiries from visitors who saw this variant, whatever the goal. */
  inquiries: number;
  /** conversions / the arm's size (visitors, or views when no visitor is known, at least the conversions): never above 1. */
  rate: number;
  /** The probability that this variant's rate beats the control's (null for the control, and before the minimum sample). */
  probabilityBeatsControl: number | null;
  /** The probability that this variant has the best rate of all (null before the minimum sample). */
  probabilityBest: number | null;
}

/** An experiment's numbers and verdict (worker/stats/verdict.ts). */
export interface ExperimentResult {
  id: string;
  question: string;
  page: string;
  /** "signup", "signup:<form>", "booking" or "inquiry". */
  goal: string;
  start: string;
  end: string;
  state: "scheduled" | "running" | "ended";
  /** `not-enough-data` until the minimum sample; then `winner` once a variant is best with 95 %, else `no-winner-yet`. */
  verdict: "not-enough-data" | "no-winner-yet" | "winner";
  winner: string | null;
  variants: VariantResult[];
}

/** GET /internal/stats.json?from=YYYY-MM-DD&to=YYYY-MM-DD answers exactly this. */
export interface StatsJson {
  from: string;
  to: string;
  totals: Counts;
  pages: ({ path: string } & Counts)[];
  sources: ({ source: string; medium: string; campaign: string; content: string } & Counts)[];
  forms: { form: string; signups: number; confirmed: number }[];
  experiments: ExperimentResult[];
  /**
   * Signups and confirmations whose visitor had no counted view that day (a post without the
   * beacon, no JavaScript, Global Privacy Control, a form posted from elsewhere): in `totals` and
   * the tables' signups, never in a rate.
   */
  outsideSite: { signups: number; confirmed: number };
  /** Beacons not counted, per reason (worker/stats/refusals.ts): a flood shows here. */
  refused: { reason: string; beacons: number }[];
  /**
   * One row per YouTube video id: what its tagged links brought (`v=`, `utm_content`) and what
   * happened on its page on the site (`/videos/<slug>`), each event once (docs/stats.md#videos).
   */
  videos: ({ video: string } & Counts)[];
  /** Each issue's links and its total (docs/stats.md#issues): Kit's clicks joined to what the site counted. */
  issues: IssueLinkRow[];
}

/** A row as the owner's pages show it: with the link's words (the JSON leaves them out). */
export type IssueLinkView = IssueLinkRow & { text?: string };

/** What the stats page shows besides the JSON: the daily series. */
export interface StatsReport extends Omit<StatsJson, "issues"> {
  days: { day: string; views: number; signups: number; confirmed: number }[];
  /**
   * What the issues' tagged links brought (utm_medium email or web, first touch of the day): per
   * utm_campaign and utm_content, and per campaign with `content: null` (its visitors once each).
   * The issues module joins these to Kit's clicks as `issues`.
   */
  campaigns: ({ campaign: string; content: string | null } & Counts)[];
}

/**
 * One link of an issue over the range (`link` its utm_content, `url` as he wrote it), or the
 * issue's total (`link: null`): Kit's unique clicks (null until Kit reports them), then what the
 * site counted from it, first touch of the day. A link off the site has clicks only (the site's
 * numbers null); a name the site saw that the issue no longer has keeps its row, `url` null.
 */
export interface IssueLinkRow {
  issue: string;
  link: string | null;
  url: string | null;
  clicks: number | null;
  visitors: number | null;
  signups: number | null;
  confirmed: number | null;
  bookings: number | null;
  inquiries: number | null;
}
