/** Words of an issue's results on the owner's issue list and desk (src/pages/internal/issue-results.tsx). */
import { RESULTS_CRON_MINUTES, RESULTS_RECENT_DAYS, RESULTS_REFRESH_MINUTES, SITE_NUMBERS_DAYS } from "../publishing/results";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const issueResults = {
  label: (title: string) => `Results of ${title}`,
  email: "The email, in Kit",
  web: "The page, on this site",
  recipients: "Recipients",
  openRate: "Open rate",
  clickRate: "Click rate",
  unsubscribes: "Unsubscribes",
  /** Beside the open rate, always: Apple Mail Privacy Protection loads every email's images, which Kit counts as an open. */
  appleNote: "Apple Mail's privacy protection opens emails by itself, which inflates opens: read this rate as an upper bound.",
  trackingOff: "Kit did not track this (tracking is off for this email)",
  topLinks: "Most clicked links",
  clicks: (n: number) => plural(n, "person clicked", "people clicked"),
  noClicks: "No link clicked yet.",
  asOf: (age: string) => `Kit's figures as of ${age}.`,
  failed: (reason: string, age: string) => `Kit could not be asked at the last refresh (${reason}): these are its figures as of ${age}.`,
  noFiguresYet: `No figures from Kit yet: they are read from Kit in the background, at most every ${RESULTS_REFRESH_MINUTES} minutes, for issues of the last ${RESULTS_RECENT_DAYS} days.`,
  noFiguresFailed: (reason: string) => `No figures from Kit yet: the last try failed (${reason}); it is tried again within ${RESULTS_CRON_MINUTES} minutes.`,
  sentFiguresComing: `Kit sent this email: its figures are read from Kit at the next refresh (at most every ${RESULTS_REFRESH_MINUTES} minutes).`,
  scheduledNoFigures: (when: string) => `Kit sends this email on ${when}: its figures come once it has gone.`,
  draftNoFigures: "The email is a draft in Kit: its figures come once it is sent from Kit.",
  notSent: "Kit has not sent this email, so there are no figures.",
  noBroadcast: "No Kit broadcast for this issue, so no email figures.",
  views: "Page views",
  signups: "Signups from its page",
  siteUnavailable: "The site's own numbers could not be read just now (the stats page says why).",
  /** Said once on the list, above the issues. */
  periods: `Each issue's results: Kit's figures of its email as Kit gives them (read at most every ${RESULTS_REFRESH_MINUTES} minutes), and this site's numbers of its page over the last ${SITE_NUMBERS_DAYS} days (UTC days, today included).`,
  siteNumbersPeriod: `last ${SITE_NUMBERS_DAYS} days`,
  /** The per-link table (src/pages/internal/issue-links-table.tsx), on the issue list, the desk and the stats page. */
  links: {
    title: "Each link: Kit's clicks, then what it brought to the site",
    /** The table's name for a screen reader, one per issue on a page that lists several. */
    label: (issue: string) => `Each link of ${issue}`,
    statsTitle: "Per issue and link",
    issue: "Issue",
    link: "Link",
    clicks: "Kit clicks",
    visitors: "Visitors",
    signups: "Signups",
    confirmed: "Confirmed",
    bookings: "Booking clicks",
    inquiries: "Inquiries",
    total: "All links of the issue",
    /** A link Kit counted that leads elsewhere: the site never sees those readers. */
    offSite: "off the site",
    /** A name the site counted that the email no longer has (edited after sending). */
    gone: "no longer in the email",
    notReported: "not yet",
    none: "No link of an issue brought a visit in this period, and Kit has reported no clicks.",
    /** Said once, under the table. */
    note: "Kit's clicks are its unique clicks per link, read with the issue's results. The site's numbers are first-party and cookieless: a visitor counts once a day, and a signup, booking click or inquiry counts for the issue's link they first arrived from that day (in its email or on its page). A reader whose mail app or browser dropped a link's tags arrives without them: the site counts that visit as (direct), not here. A link off the site shows Kit's clicks only; \"not yet\" means Kit has not reported the clicks.",
    unavailable: "The issues' links could not be read just now.",
  },
} as const;

/** Kit's rates are percentages: shown as Kit gives them, to two decimals at most. */
export const percent = (rate: number) => `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(rate)}%`;
export const count = (n: number) => n.toLocaleString("en-US");
