import { kitStatusWords } from "./kit-status";
import { GUARD_FLOOR, KIT_DRAFT_LATE_MINUTES, UNANSWERED_DAYS } from "../internal/desk";
import type { SignupAlert, SignupAlertDetails } from "../signup/contract";

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

const WAITING = "Signups wait in the queue meanwhile.";
const kitCall = (d: SignupAlertDetails) => `its ${d.call ?? "unknown"} call, ${d.status || d.kind || "no answer"}`;

/** What each owner alert means and what to do, said from its details (ids, a status; never stored words). */
const alertWords: Record<SignupAlert, (d: SignupAlertDetails) => string> = {
  KIT_CONFIG_MISSING: (d) =>
    `Kit's settings are missing or malformed (${d.settings?.join(", ") || "see the worker's log"}): set them (docs/signups.md, Configuration). ${WAITING}`,
  KIT_AUTH: (d) => `Kit refused the site's API key (${kitCall(d)}): set a valid v4 key with npx wrangler secret put KIT_API_KEY. ${WAITING}`,
  KIT_NOT_FOUND: (d) =>
    `${d.call === "form" ? "Kit has no such form (or did not have the subscriber yet): check KIT_NEWSLETTER_FORM_ID." : d.call === "tag" ? "Kit has no such tag: check KIT_TAG_IDS." : "Kit has no such endpoint: check KIT_API_BASE (https://api.kit.com/v4)."} ${WAITING}`,
  KIT_REJECTED_REQUEST: (d) =>
    `Kit refused a request the site built (${kitCall(d)}): check the form's settings and the referrer in the worker's log, and report it. ${WAITING}`,
  QUEUE_UNAVAILABLE: (d) => `The ${d.queue ?? "signups"} queue refused signup ${d.signup ?? "(unknown)"}; the worker's log has the error.`,
  DEAD_LETTER: (d) =>
    `Signup ${d.signup ?? "(unknown)"} became a dead letter${d.call ? ` (${kitCall(d)})` : ""}: fix the cause, then replay it on the dead-letter page.`,
  DEAD_LETTERS_WAITING: (d) =>
    `${plural(d.waiting ?? 0, "signup", "signups")} Kit did not take wait as dead letters${d.oldest ? ` (oldest: ${d.oldest})` : ""}: replay or dismiss them.`,
  UNREADABLE_MESSAGE: (d) =>
    d.key
      ? `${d.key} is not a signup and was left in place; the worker's log has it.`
      : `A message of the ${d.queue ?? "signups"} queue that is not a signup was dropped; the worker's log has it whole.`,
  SIGNUP_IN_LOG_ONLY: (d) =>
    `Dead letter ${d.signup ?? "(unknown)"} could not be stored: the worker's log line is its last copy, so replay it by hand from there.`,
  TURNSTILE_SECRET: () => "Turnstile's Siteverify refused TURNSTILE_SECRET_KEY: every token counts as none. Set the secret again.",
};

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
  /** The last time an alert was raised, from its stored code and details (D1 `owner_alerts`). */
  alerts: alertWords,
  alertDetail: (name: string, details: SignupAlertDetails): string | undefined =>
    Object.hasOwn(alertWords, name) ? alertWords[name as SignupAlert](details) : undefined,
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
