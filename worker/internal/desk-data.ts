import { aboveNormal, KIT_DRAFT_LATE_MINUTES, UNANSWERED_DAYS, type DeskData, type DeskPart, type WeekNumbers } from "../../src/internal";
import type { StatsReport } from "../../src/stats";
import type { Config, Env } from "../config";
import { countDeadLetters, recentSignupAlerts } from "../signup";
import { readStats, utcDay } from "../stats";
import { readTallies } from "../tallies";
import { broadcastTrouble, readBroadcastRecords } from "../broadcasts";
import { countReceivedBetween, countUnanswered } from "../inquiries";
import { issueListings, rowsOfIssue } from "../publishing";
import { readDeskNewsletter } from "./desk-newsletter";
import { readDeskVideos } from "./desk-videos";
import { videoOfStatsPage } from "../videos";

const DAY_MS = 86_400_000;

/** Reads one part on its own: a failure is logged and named, and never hides the other parts. */
async function part<T>(missing: "D1" | "KV" | "stats", read: () => Promise<T>): Promise<DeskPart<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    console.error(`[desk] could not read a part from ${missing}:`, error);
    return { ok: false, missing };
  }
}

/** Issues whose email Kit refused (or refused to schedule), still on their way, or given up: the broadcasts module's own states. */
async function kitDrafts(
  db: D1Database,
  config: Config,
  now: number,
): Promise<{ waiting: number; refused: number; deleted: { slug: string; title: string }[] }> {
  const { waiting, refused, deleted } = broadcastTrouble((await readBroadcastRecords(db)).values(), config.kit, now, KIT_DRAFT_LATE_MINUTES * 60_000);
  const titles = deleted.length
    ? new Map((await issueListings(db, config, new Date(now))).map((issue) => [issue.slug, issue.title]))
    : new Map<string, string>();
  return {
    waiting,
    refused,
    deleted: deleted.map((row) => ({ slug: row.slug, title: titles.get(row.slug) ?? row.slug })),
  };
}

const refusedBeacons = (report: StatsReport) => report.refused.reduce((sum, { beacons }) => sum + beacons, 0);

/** Everything the desk shows, each part read on its own (D1, KV and the stats can each be down). */
export async function readDesk(env: Env, config: Config, now = Date.now()): Promise<DeskData> {
  const db = env.DB;
  const today = utcDay(now);
  const weekStart = utcDay(now - 6 * DAY_MS);
  const lastWeek = { from: utcDay(now - 13 * DAY_MS), to: utcDay(now - 7 * DAY_MS) };
  const usualRange = { from: utcDay(now - 34 * DAY_MS), to: utcDay(now - 7 * DAY_MS) };
  // One read of the stats per range: this week, and the four weeks before (last week is its tail).
  // This week's counts a video's own page for it, as the stats page does (its best video).
  const thisWeekStats = part("stats", async () => readStats(env, config, weekStart, today, await videoOfStatsPage(env, config)));
  const lastWeekStats = part("stats", () => readStats(env, config, lastWeek.from, lastWeek.to));
  const usualStats = part("stats", () => readStats(env, config, usualRange.from, usualRange.to));
  const tallies = part("D1", async () => ({
    thisWeek: await readTallies(db, weekStart, today),
    usual: await readTallies(db, usualRange.from, utcDay(now - 7 * DAY_MS)),
  }));
  const inquiryWeeks = part("D1", async () => ({
    thisWeek: await countReceivedBetween(db, Date.parse(`${weekStart}T00:00:00Z`), now + 1),
    lastWeek: await countReceivedBetween(db, Date.parse(`${lastWeek.from}T00:00:00Z`), Date.parse(`${weekStart}T00:00:00Z`)),
  }));

  const videos = config.youtube ? part("D1", () => readDeskVideos(db)) : undefined;
  const newsletterIssues = part("D1", async () =>
    readDeskNewsletter(db, config, now, await thisWeekStats.then((read) => (read.ok ? read.value : undefined)), (slug, results, campaigns) =>
      rowsOfIssue(env, slug, results, campaigns),
    ),
  );

  const [unanswered, deadLetters, drafts, alerts, week, last, usual, guardTallies, inquiries, newsletter] = await Promise.all([
    part("D1", () => countUnanswered(db, new Date(now - UNANSWERED_DAYS * DAY_MS).toISOString())),
    part("KV", () => countDeadLetters(env.SIGNUPS_KV)),
    part("D1", () => kitDrafts(db, config, now)),
    part("D1", () => recentSignupAlerts(db, 7, now)),
    thisWeekStats,
    lastWeekStats,
    usualStats,
    tallies,
    inquiryWeeks,
    newsletterIssues,
  ]);

  const numbers = (report: StatsReport, inquiriesCount: number): WeekNumbers => ({
    views: report.totals.views,
    signups: report.totals.signups,
    confirmed: report.totals.confirmed,
    inquiries: inquiriesCount,
  });
  const weeks: DeskData["weeks"] =
    !week.ok || !last.ok
      ? { ok: false, missing: "stats" }
      : !inquiries.ok
        ? { ok: false, missing: "D1" }
        : {
            ok: true,
            value: {
              thisWeek: numbers(week.value, inquiries.value.thisWeek),
              lastWeek: numbers(last.value, inquiries.value.lastWeek),
              bestSource: [...week.value.sources].filter((s) => s.signups > 0).sort((a, b) => b.signups - a.signups)[0]?.source ?? null,
              bestVideo: [...week.value.videos].filter((v) => v.views > 0).sort((a, b) => b.signups - a.signups || b.views - a.views)[0]?.video ?? null,
              bestPage: [...week.value.pages].filter((p) => p.views > 0).sort((a, b) => b.views - a.views)[0]?.path ?? null,
            },
          };

  const experiments: DeskData["experiments"] = week.ok
    ? {
        ok: true,
        value: week.value.experiments
          .filter((e) => e.verdict === "winner" || e.state === "ended")
          .map(({ id, question, verdict, winner, state }) => ({ id, question, verdict, winner, state })),
      }
    : { ok: false, missing: "stats" };

  // Usual = the mean week of the four before this one.
  const guards: DeskData["guards"] = guardTallies.ok
    ? {
        ok: true,
        value: [
          ...(week.ok && usual.ok
            ? [{ name: "refused-beacons" as const, thisWeek: refusedBeacons(week.value), usual: Math.round(refusedBeacons(usual.value) / 4) }]
            : []),
          {
            name: "signup-unverified" as const,
            thisWeek: guardTallies.value.thisWeek["signup-unverified"],
            usual: Math.round(guardTallies.value.usual["signup-unverified"] / 4),
          },
        ].map((guard) => ({ ...guard, above: aboveNormal(guard.thisWeek, guard.usual) })),
      }
    : guardTallies;

  return {
    unansweredInquiries: unanswered,
    deadLetters,
    kitDrafts: drafts,
    experiments,
    guards,
    alerts,
    weeks,
    newsletter,
    ...(videos ? { videos: await videos } : {}),
    kit: config.kit.kind === "kit" ? { kind: "set" } : config.kit.kind === "local" ? { kind: "local" } : { kind: "invalid", problems: config.kit.problems },
  };
}
