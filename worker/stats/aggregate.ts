import { experiments as definedExperiments, type ExperimentDefinition } from "../../src/experiments";
import type { Counts, StatsReport } from "../../src/stats";
import type { EventKind, StatsRow } from "./events";
import { experimentResults } from "./experiment-results";
import { Tally } from "./tally";

interface Source {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  video: string;
}

/** UTM when the link had it; else the external referrer host; else direct. */
export function sourceOf(row: Pick<StatsRow, "source" | "medium" | "campaign" | "content" | "video" | "referrerHost">): Source {
  if (row.source) return { source: row.source, medium: row.medium, campaign: row.campaign, content: row.content, video: row.video };
  if (row.referrerHost) return { source: row.referrerHost, medium: "referral", campaign: "", content: "", video: row.video };
  return { source: "(direct)", medium: "(none)", campaign: "", content: "", video: row.video };
}

/** The media of an issue's links (src/newsletter/link-tags.ts): its email and its page. */
const ISSUE_MEDIA = new Set(["email", "web"]);

/** The count each kind of conversion adds to. */
const CONVERSION_FIELDS = { signup: "signups", confirmed: "confirmed", booking: "bookings", inquiry: "inquiries" } as const satisfies Record<
  Exclude<EventKind, "view" | "refused">,
  keyof Counts
>;

class Table<K extends object> {
  private readonly rows = new Map<string, { key: K; tally: Tally }>();
  at(key: K): Tally {
    const id = JSON.stringify(key);
    let row = this.rows.get(id);
    if (!row) {
      row = { key, tally: new Tally() };
      this.rows.set(id, row);
    }
    return row.tally;
  }
  list(): (K & Counts)[] {
    return [...this.rows.values()]
      .map(({ key, tally }) => ({ ...key, ...tally.counts() }))
      .sort((a, b) => b.views - a.views || b.signups - a.signups || b.confirmed - a.confirmed || JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * The one aggregation, for both stores: per page, per source, per video, per form, the totals
 * and the daily series of the days from..to (inclusive, UTC). A signup or a confirmation counts
 * for the source of its visitor's first view on the signup's day (first touch), and for its own
 * UTM when that visitor's views are unknown; views count for their visitor's first touch too, so
 * a visit that came from a video keeps that source as it moves from page to page. Bookings and
 * inquiries count per page and source like signups; `experiments` holds each experiment's verdict.
 * A video counts what its tagged links brought (`v=`, `utm_content`) and, given `videoOfPath`
 * (worker/videos' pages), what happened on its own page; once each when both are the same video.
 */
export function aggregate(
  rows: readonly StatsRow[],
  from: string,
  to: string,
  list: readonly ExperimentDefinition[] = definedExperiments,
  videoOfPath: (path: string) => string | undefined = () => undefined,
): StatsReport {
  const all = rows.filter((row) => row.day >= from && row.day <= to && row.count > 0);
  const refused = new Map<string, number>();
  for (const row of all) if (row.kind === "refused") refused.set(row.path, (refused.get(row.path) ?? 0) + row.count);
  const inRange = all.filter((row) => row.kind !== "refused");
  const firstTouch = new Map<string, { first: number; source: Source }>();
  for (const row of inRange) {
    if (row.kind !== "view" || !row.visitor) continue;
    const key = `${row.visitor}|${row.day}`;
    const known = firstTouch.get(key);
    if (!known || row.first < known.first) firstTouch.set(key, { first: row.first, source: sourceOf(row) });
  }
  const attributed = (row: StatsRow, day: string) => (row.visitor && firstTouch.get(`${row.visitor}|${day}`)?.source) || sourceOf(row);
  const outsideSite = { signups: 0, confirmed: 0 };

  const totals = new Tally();
  const pages = new Table<{ path: string }>();
  const sources = new Table<{ source: string; medium: string; campaign: string; content: string }>();
  const videos = new Table<{ video: string }>();
  const forms = new Table<{ form: string }>();
  // An issue's links (utm_campaign, utm_content) from its email or its page: per link and per issue (content null).
  const campaigns = new Table<{ campaign: string; content: string | null }>();
  const daily = new Map(daysBetween(from, to).map((day) => [day, { day, views: 0, signups: 0, confirmed: 0 }]));

  for (const row of inRange) {
    const { source, medium, campaign, content, video } = attributed(row, row.kind === "confirmed" && row.signupDay ? row.signupDay : row.day);
    const credited = new Set([video, videoOfPath(row.path)].filter((id): id is string => !!id));
    const tallies = [
      totals,
      pages.at({ path: row.path }),
      sources.at({ source, medium, campaign, content }),
      ...[...credited].map((id) => videos.at({ video: id })),
      ...(campaign && ISSUE_MEDIA.has(medium) ? [campaigns.at({ campaign, content }), campaigns.at({ campaign, content: null })] : []),
    ];
    const day = daily.get(row.day);
    if (row.kind === "view") {
      for (const tally of tallies) {
        tally.views += row.count;
        if (row.visitor) tally.visitorIds.add(row.visitor);
      }
      if (day) day.views += row.count;
    } else if (row.kind !== "refused") {
      const field = CONVERSION_FIELDS[row.kind];
      const signupKind = row.kind === "signup" || row.kind === "confirmed";
      for (const tally of [...tallies, ...(signupKind ? [forms.at({ form: row.form || "newsletter" })] : [])]) tally[field] += row.count;
      if (signupKind) {
        // A signup counts in a rate only when its visitor's view that day was counted.
        const touch = `${row.visitor}|${row.kind === "confirmed" && row.signupDay ? row.signupDay : row.day}`;
        if (!row.visitor || !firstTouch.has(touch)) outsideSite[row.kind === "signup" ? "signups" : "confirmed"] += row.count;
        else for (const tally of tallies) (row.kind === "signup" ? tally.signedUp : tally.confirmedIds).add(touch);
      }
      if (day && (row.kind === "signup" || row.kind === "confirmed")) day[row.kind === "signup" ? "signups" : "confirmed"] += row.count;
    }
  }

  return {
    from,
    to,
    totals: totals.counts(),
    pages: pages.list(),
    sources: sources.list(),
    forms: forms.list().map(({ form, signups, confirmed }) => ({ form, signups, confirmed })),
    videos: videos.list(),
    campaigns: campaigns.list(),
    days: [...daily.values()],
    experiments: experimentResults(inRange, from, to, list),
    outsideSite,
    refused: [...refused].map(([reason, beacons]) => ({ reason, beacons })).sort((a, b) => b.beacons - a.beacons || a.reason.localeCompare(b.reason)),
  };
}

/** Signups (or confirmations) per visitor, or per view when no visitor is known; 0 when nothing was seen. */
export function rate(part: number, counts: Counts): number {
  const base = counts.visitors || counts.views;
  return base ? part / base : 0;
}
