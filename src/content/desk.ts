import { kitStatusWords } from "./kit-status";
import { GUARD_FLOOR, KIT_DRAFT_LATE_MINUTES, UNANSWERED_DAYS } from "../internal/desk";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Words of the owner's pages' shared navigation. */
export const ownerNav = {
  label: "Owner's pages",
  timeZone: "Dates and times are in your time zone, {zone}.",
  links: {
    desk: "Desk",
    previewer: "Newsletter previewer",
    previewerBackup: "Previewer (backup)",
    issues: "Issues",
    stats: "Stats",
    inquiries: "Inquiries",
    signups: "Dead letters",
    videos: "Videos",
  },
} as const;

/** Words of the desk (/internal). */
export const desk = {
  title: "Desk",
  description: "What needs you today, and this week against last week.",
  needsYou: "What needs you",
  nothingWaits: "Nothing needs you today.",
  quietWeek: "A quiet week: nothing happened and nothing waits, so no weekly email goes out.",
  unanswered: (n: number) => `${plural(n, "speaker inquiry", "speaker inquiries")} not marked answered (received in the last ${UNANSWERED_DAYS} days)`,
  deadLetters: (n: number) => `${plural(n, "signup", "signups")} waiting in dead letters: Kit did not take them`,
  // The same words as the issue list and the Publish form (src/content/kit-status.ts).
  kitDrafts: (waiting: number, refused: number) =>
    [
      refused ? `${plural(refused, "issue", "issues")}: ${kitStatusWords.refused.label} (or its schedule refused)` : "",
      waiting ? `${plural(waiting, "issue", "issues")}: ${kitStatusWords.waiting.label}, still after ${KIT_DRAFT_LATE_MINUTES} minutes` : "",
    ]
      .filter(Boolean)
      .join(", "),
  kitDeleted: (title: string) => `“${title}”: ${kitStatusWords.deleted.detail}`,
  experiment: (question: string, winner: string | null, state: string) =>
    winner ? `Experiment "${question}": ${winner} wins` : state === "ended" ? `Experiment "${question}" has ended` : `Experiment "${question}"`,
  guards: {
    "refused-beacons": (n: number, usual: number) =>
      `${plural(n, "view beacon", "view beacons")} refused this week, above normal (a usual week: ${usual}; normal is up to twice that, or ${GUARD_FLOOR})`,
    "signup-unverified": (n: number, usual: number) =>
      `${plural(n, "signup", "signups")} let through while Turnstile's Siteverify could not answer, above normal (a usual week: ${usual}; normal is up to twice that, or ${GUARD_FLOOR})`,
  },
  alert: (name: string, count: number) => `Alert ${name}, raised ${plural(count, "time", "times")} in the last 7 days`,
  lastRaised: "last",
  open: "Open",
  missing: {
    D1: "The database (D1) did not answer, so this part cannot be shown. The rest of the desk still can.",
    KV: "The signup store (KV) did not answer, so the dead letters cannot be counted.",
    stats: "The stats could not be read (see the stats page for why).",
  },
  kit: {
    local: "Kit is not set up (no KIT_API_KEY): signups are kept in the local store (development), and issues' emails do not reach Kit.",
    invalid: (problems: string[]) =>
      `Kit is not set up (${problems.join("; ")}): signups are accepted and wait in the queue until it is, and no Kit draft can be created. Set the key with npx wrangler secret put KIT_API_KEY, and the form id in wrangler.toml (docs/signups.md, Configuration).`,
  },
  week: {
    heading: "This week against last week",
    caption: "The last 7 days against the 7 before",
    columns: { what: "What", thisWeek: "This week", lastWeek: "Last week" },
    rows: { views: "Views", signups: "Signups", confirmed: "Confirmed", inquiries: "Inquiries" },
    bestSource: "Best source of signups",
    bestPage: "Most viewed page",
    bestVideo: "Best video (signups, then views)",
    none: "none yet",
    stats: "All the numbers on the stats page",
  },
  pages: "Every owner page",
  purge: {
    heading: "Empty every cache",
    lead: "For the day you change something without a deploy: every page is rendered afresh on its next visit.",
    confirm: "Yes, empty every cache",
    button: "Empty the caches",
    done: "Every cache was emptied: the pages are rendered afresh on their next visit.",
    partial:
      "Not every cache could be emptied (the worker's log says which): this server's memory was, and the rest end on their own within a day. Try again in a minute.",
    unconfirmed: "Tick the box to confirm, then press the button again.",
  },
} as const;

/** Words of the owner's weekly email (Mondays). */
export const weeklyEmail = {
  fromName: "Your site",
  subject: (needs: number) => (needs ? `Your week: ${needs} thing${needs === 1 ? "" : "s"} need${needs === 1 ? "s" : ""} you` : "Your week on the site"),
  intro: "Here is the week on your site: the last 7 days against the 7 before.",
  needsYou: "What needs you",
  nothing: "Nothing needs you.",
  numbers: "The numbers",
  line: (label: string, thisWeek: number, lastWeek: number) => `${label}: ${thisWeek} (last week ${lastWeek})`,
  desk: "Open your desk",
  missing: "Part of the numbers could not be read; the desk says which.",
} as const;
