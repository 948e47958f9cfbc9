import type { Context } from "hono";
import { statsPage } from "../../src/content";
import { StatsPage } from "../../src/pages";
import { STATS_MAX_RANGE_DAYS, STATS_PAGE_RANGES, type StatsJson, type StatsReport } from "../../src/stats";
import { configOf, type AppEnv } from "../config";
import { renderRequestPage } from "../pages";
import { referralReport } from "../referrals";
import { isDay, issueLinkReportOrNone } from "../publishing";
import { readMisses } from "../search";
import { readStats, StatsNeedReadToken, utcDay } from "../stats";
import { readTallies } from "../tallies";
import { videoOfStatsPage } from "../videos";
import { jsonRow, type IssueLinkView } from "../../src/newsletter";

/** `from` and `to` of the JSON: both days, from ≤ to, at most STATS_MAX_RANGE_DAYS days; or what is wrong. */
export function rangeOf(from: string | undefined, to: string | undefined): { from: string; to: string } | { error: string } {
  if (!from || !to) return { error: "from and to are required, as YYYY-MM-DD (UTC days)" };
  if (!isDay(from) || !isDay(to)) return { error: `from and to must be dates as YYYY-MM-DD, got from=${JSON.stringify(from)} to=${JSON.stringify(to)}` };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) return { error: "from must not be after to" };
  if (days > STATS_MAX_RANGE_DAYS) return { error: `the range is ${days} days; at most ${STATS_MAX_RANGE_DAYS}` };
  return { from, to };
}

/** Exactly the documented JSON: the page's extra tables stay out; `issues` joins Kit's clicks (worker/publishing). */
function jsonOf({ from, to, totals, pages, sources, forms, experiments, outsideSite, refused, videos }: StatsReport, issues: StatsJson["issues"]): StatsJson {
  return { from, to, totals, pages, sources, forms, experiments, outsideSite, refused, videos, issues };
}

/** Which video a page is (`/videos/<slug>`), when the channel is on: its page's views and signups count for it. */
const videoPages = (c: Context<AppEnv>) => videoOfStatsPage(c.env, configOf(c.env));

/** GET /internal/stats.json?from=YYYY-MM-DD&to=YYYY-MM-DD */
export async function serveStatsJson(c: Context<AppEnv>): Promise<Response> {
  const range = rangeOf(c.req.query("from"), c.req.query("to"));
  if ("error" in range) return c.json({ error: range.error }, 400);
  try {
    const report = await readStats(c.env, configOf(c.env), range.from, range.to, await videoPages(c));
    return c.json(jsonOf(report, ((await issueLinkReportOrNone(c.env, report)) ?? []).map(jsonRow)));
  } catch (error) {
    if (error instanceof StatsNeedReadToken) return c.json({ error: statsPage.needsToken.json }, 503);
    console.error("[stats] could not read the stats:", error);
    return c.json({ error: statsPage.unavailable }, 503);
  }
}

/** GET /internal/stats?days=7|30|90: the last days up to today (UTC). */
export async function serveStatsPage(c: Context<AppEnv>): Promise<Response> {
  const asked = Number(c.req.query("days"));
  const days = (STATS_PAGE_RANGES as readonly number[]).includes(asked) ? asked : 30;
  const to = utcDay(Date.now());
  const from = utcDay(Date.now() - (days - 1) * 86_400_000);
  let report: StatsReport | undefined;
  const guards = readTallies(c.env.DB, from, to).then(
    (tallies) => ({ signupUnverified: tallies["signup-unverified"], wrongPasswords: tallies["wrong-password"] }),
    (error: unknown) => void console.error("[tallies] could not read the guards' tallies:", error),
  );
  let needsToken = false;
  const referrals = referralReport(c.env.DB, from, to).catch((error: unknown) => void console.error("[referrals] could not read the report:", error));
  const searchMisses = readMisses(c.env.DB, from, to).catch(
    (error: unknown) => void console.error("[search] could not read the searches that found nothing:", error),
  );
  let issues: IssueLinkView[] | undefined;
  try {
    report = await readStats(c.env, configOf(c.env), from, to, await videoPages(c));
    issues = await issueLinkReportOrNone(c.env, report);
  } catch (error) {
    needsToken = error instanceof StatsNeedReadToken;
    if (!needsToken) console.error("[stats] could not read the stats:", error);
  }
  // Without the read token the page still answers (its ranges, how to add the token): not an outage.
  const { html } = await renderRequestPage(
    c,
    StatsPage,
    {
      report,
      issues,
      days,
      failed: !report && !needsToken,
      needsToken,
      guards: (await guards) ?? undefined,
      referrals: (await referrals) ?? undefined,
      searchMisses: (await searchMisses) ?? undefined,
    },
    { title: statsPage.pageTitle, description: statsPage.description },
  );
  return c.body(html, report || needsToken ? 200 : 503, { "Content-Type": "text/html; charset=utf-8" });
}
