import { EVENT_KINDS, type EventKind, type StatsEvent, type StatsRow } from "./events";

/** The dataset wrangler.toml binds as ANALYTICS (the SQL API reads it by this name). */
export const ANALYTICS_DATASET = "playback_events";
export const ANALYTICS_SQL_API = "https://api.cloudflare.com/client/v4/accounts";

/**
 * One event as an Analytics Engine data point: `index1` the kind (the sampling key), blobs in this
 * order, `double1` = 1. docs/stats.md lists the layout; the SQL below reads the same positions.
 */
export const BLOB_FIELDS = [
  "path",
  "source",
  "medium",
  "campaign",
  "content",
  "video",
  "referrerHost",
  "country",
  "device",
  "visitor",
  "form",
  "signupDay",
  "experiment",
  "variant",
] as const;

export function dataPointOf(event: StatsEvent): AnalyticsEngineDataPoint {
  return { indexes: [event.kind], blobs: BLOB_FIELDS.map((field) => event[field]), doubles: [event.weight ?? 1] };
}

export function writeDataPoint(dataset: AnalyticsEngineDataset, event: StatsEvent): void {
  dataset.writeDataPoint(dataPointOf(event));
}

const blob = (field: (typeof BLOB_FIELDS)[number]) => `blob${BLOB_FIELDS.indexOf(field) + 1}`;
const GROUPED = ["path", "source", "medium", "campaign", "content", "video", "referrerHost", "visitor", "form", "signupDay", "experiment", "variant"] as const;

/** One grouped query per kind: the report's fields, each group's first time and its weighted count. */
export function statsQuery(kind: EventKind, from: string, to: string): string {
  // from and to are checked YYYY-MM-DD days (worker/internal/stats.tsx); the end is the next day's midnight.
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    "SELECT",
    `  toStartOfInterval(timestamp, INTERVAL '1' DAY) AS day, MIN(timestamp) AS first,`,
    `  ${GROUPED.map((field) => `${blob(field)} AS ${field}`).join(", ")},`,
    // double1 is 1 but for refusals, stored once a minute with their count.
    "  SUM(_sample_interval * double1) AS count",
    `FROM ${ANALYTICS_DATASET}`,
    `WHERE index1 = '${kind}' AND timestamp >= toDateTime('${from} 00:00:00') AND timestamp < toDateTime('${end} 00:00:00')`,
    `GROUP BY day, ${GROUPED.join(", ")}`,
    "FORMAT JSON",
  ].join("\n");
}

/** Analytics Engine writes times as `YYYY-MM-DD HH:MM:SS` (UTC). */
const timeOf = (value: unknown) => Date.parse(`${String(value).replace(" ", "T")}Z`);

export interface SqlAnswer {
  meta?: { name: string; type: string }[];
  data?: Record<string, unknown>[];
  rows?: number;
}

/** Reads the events of from..to through the Analytics Engine SQL API, as rows for `aggregate`. */
export async function readAnalyticsEngine(accountId: string, apiToken: string, from: string, to: string): Promise<StatsRow[]> {
  const answers = await Promise.all(
    EVENT_KINDS.map(async (kind) => {
      const response = await fetch(`${ANALYTICS_SQL_API}/${accountId}/analytics_engine/sql`, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiToken}` },
        body: statsQuery(kind, from, to),
      });
      if (!response.ok) throw new Error(`Analytics Engine SQL API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const answer = (await response.json()) as SqlAnswer;
      return (answer.data ?? []).map((row): StatsRow => {
        const text = (field: string) => (row[field] === null || row[field] === undefined ? "" : String(row[field]));
        return {
          kind,
          day: text("day").slice(0, 10),
          first: timeOf(row.first),
          path: text("path"),
          source: text("source"),
          medium: text("medium"),
          campaign: text("campaign"),
          content: text("content"),
          video: text("video"),
          referrerHost: text("referrerHost"),
          visitor: text("visitor"),
          form: text("form"),
          signupDay: text("signupDay"),
          experiment: text("experiment"),
          variant: text("variant"),
          count: Number(row.count) || 0,
        };
      });
    }),
  );
  return answers.flat();
}
