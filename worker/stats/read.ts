import type { StatsReport } from "../../src/stats";
import type { Config, Env } from "../config";
import { aggregate } from "./aggregate";
import { readAnalyticsEngine } from "./analytics-engine";
import { readLocalEvents } from "./local-store";
import { statsStoreOf } from "./record";

/** Analytics Engine holds the events but the API token to read them is not set (docs/stats.md says how). */
export class StatsNeedReadToken extends Error {
  constructor() {
    super("ANALYTICS_ACCOUNT_ID and ANALYTICS_API_TOKEN are needed to read the stats from Analytics Engine");
    this.name = "StatsNeedReadToken";
  }
}

/**
 * The events of from..to (UTC days, inclusive), aggregated: both stores read only that range
 * (the SQL API by time, the local store one listing per day). Throws StatsNeedReadToken when the
 * events are in Analytics Engine but the token to read them is missing.
 */
export async function readStats(env: Env, config: Config, from: string, to: string, videoOfPath?: (path: string) => string | undefined): Promise<StatsReport> {
  const analytics = config.stats.analytics;
  if (statsStoreOf(config) === "local") return aggregate(await readLocalEvents(env.SIGNUPS_KV, from, to), from, to, undefined, videoOfPath);
  if (!analytics) throw new StatsNeedReadToken();
  return aggregate(await readAnalyticsEngine(analytics.accountId, analytics.apiToken, from, to), from, to, undefined, videoOfPath);
}
