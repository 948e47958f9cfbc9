import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { BLOB_FIELDS } from "../../../worker/stats";
import type { StatsJson } from "../../../src/stats/contract";
import { blankEventText } from "../../support/stats-events";
import { SITE, siteEnv } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const ACCOUNT = "0123456789abcdef0123456789abcdef";
const TOKEN = "analytics-token";
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** A stand-in ANALYTICS binding that keeps what it was given. */
function recordingDataset(failing = false) {
  const points: AnalyticsEngineDataPoint[] = [];
  const dataset = {
    writeDataPoint(point: AnalyticsEngineDataPoint) {
      if (failing) throw new Error("Analytics Engine is down");
      points.push(point);
    },
  } as AnalyticsEngineDataset;
  return { dataset, points };
}

const aeEnv = (dataset: AnalyticsEngineDataset): Env => siteEnv({ ANALYTICS_ACCOUNT_ID: ACCOUNT, ANALYTICS_API_TOKEN: TOKEN, ANALYTICS: dataset });

async function send(env: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${SITE}${path}`, init), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

const view = (env: Env, body: object) =>
  send(env, "/api/view", {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.7", "User-Agent": UA },
    body: JSON.stringify(body),
  });

afterEach(() => vi.restoreAllMocks());

describe("Workers Analytics Engine", () => {
  it("gets one data point per view: index1 the kind, the documented blobs, double1 = 1", async () => {
    const { dataset, points } = recordingDataset();
    const { response, text } = await view(aeEnv(dataset), {
      path: "/",
      referrer: "https://www.youtube.com/",
      utm_source: "youtube",
      utm_medium: "video",
      utm_content: "dQw4w9WgXcQ",
    });
    expectStatus({ response, text }).toBe(204);
    expect(points).toHaveLength(1);
    const [point] = points;
    expect(must(point).indexes).toEqual(["view"]);
    expect(must(point).doubles).toEqual([1]);
    expect(must(point).blobs).toHaveLength(BLOB_FIELDS.length);
    const blobs = Object.fromEntries(BLOB_FIELDS.map((field, index) => [field, must(must(point).blobs)[index]]));
    expect(blobs).toMatchObject({
      path: "/",
      source: "youtube",
      medium: "video",
      content: "dQw4w9WgXcQ",
      video: "dQw4w9WgXcQ",
      referrerHost: "youtube.com",
      device: "mobile",
      form: "",
    });
    expect(blobs.visitor).toMatch(/^[0-9a-f]{32}$/);
    // No address, no user agent in what is stored.
    expect(JSON.stringify(point)).not.toContain("192.0.2.7");
    expect(JSON.stringify(point)).not.toContain("iPhone");
  });

  it("logs a failed write and still answers 204", async () => {
    const { dataset } = recordingDataset(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response, text } = await view(aeEnv(dataset), { path: "/" });
    expectStatus({ response, text }).toBe(204);
    expect(logged.mock.calls.flat().join(" ")).toContain("Analytics Engine is down");
  });

  it("reads the stats through the SQL API, weighting counts by _sample_interval", async () => {
    const day = "2026-11-26";
    const row = (kind: string, fields: Record<string, string | number>) => ({
      ...blankEventText,
      day: `${day} 00:00:00`,
      first: `${day} 10:00:00`,
      count: "1",
      kind,
      ...fields,
    });
    const data: Record<string, Record<string, unknown>[]> = {
      view: [
        row("view", { visitor: "aaa", source: "youtube", medium: "video", content: "dQw4w9WgXcQ", video: "dQw4w9WgXcQ", count: "10" }),
        row("view", { visitor: "aaa", path: "/newsletter", first: `${day} 10:05:00`, count: "2" }),
        row("view", { visitor: "bbb", referrerHost: "news.example.net", count: "3" }),
        row("view", { visitor: "ccc", path: "/speaker", experiment: "speaker-design", variant: "v2", count: "5" }),
      ],
      booking: [row("booking", { visitor: "bbb", path: "/speaker", experiment: "speaker-design", variant: "v2", count: "3" })],
      inquiry: [row("inquiry", { path: "/speaker", experiment: "speaker-design", variant: "v2", count: "1" })],
      signup: [row("signup", { visitor: "aaa", path: "/newsletter", form: "newsletter", count: "4" })],
      confirmed: [row("confirmed", { visitor: "aaa", path: "/newsletter", form: "newsletter", signupDay: day, count: "2" })],
      refused: [row("refused", { path: "page-minute", count: "7" })],
    };
    const queries: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      expect(request.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`);
      expect(request.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
      const sql = await request.text();
      queries.push(sql);
      const kind = must(must(/index1 = '(\w+)'/.exec(sql))[1]);
      const rows = must(data[kind]).map(({ kind: _kind, ...fields }) => fields);
      return Response.json({
        meta: Object.keys(rows[0] ?? {}).map((name) => ({ name, type: "String" })),
        data: rows,
        rows: rows.length,
        rows_before_limit_at_least: rows.length,
      });
    });
    const { response, text } = await send(aeEnv(recordingDataset().dataset), `/internal/stats.json?from=${day}&to=${day}`);
    expectStatus({ response, text }).toBe(200);
    const report = JSON.parse(text) as StatsJson;
    expect(queries).toHaveLength(6);
    for (const sql of queries) {
      expect(sql).toContain("SUM(_sample_interval * double1)");
      expect(sql).toContain("FROM playback_events");
      expect(sql).toContain("FORMAT JSON");
      expect(sql).toContain(`timestamp >= toDateTime('${day} 00:00:00') AND timestamp < toDateTime('2026-11-27 00:00:00')`);
    }
    expect(report.totals).toEqual({ views: 20, visitors: 3, signups: 4, confirmed: 2, bookings: 3, inquiries: 1, signupRate: 1 / 3, confirmedRate: 1 / 3 });
    expect(report.outsideSite).toEqual({ signups: 0, confirmed: 0 });
    // First touch: visitor aaa came from the video, so its /newsletter view, signups and confirmations count for youtube.
    expect(report.sources).toContainEqual({
      source: "youtube",
      medium: "video",
      campaign: "",
      content: "dQw4w9WgXcQ",
      views: 12,
      visitors: 1,
      signups: 4,
      confirmed: 2,
      bookings: 0,
      inquiries: 0,
      signupRate: 1,
      confirmedRate: 1,
    });
    // bbb's booking clicks count for the referrer bbb first came from.
    expect(report.sources).toContainEqual({
      source: "news.example.net",
      medium: "referral",
      campaign: "",
      content: "",
      views: 3,
      visitors: 1,
      signups: 0,
      confirmed: 0,
      bookings: 3,
      inquiries: 0,
      signupRate: 0,
      confirmedRate: 0,
    });
    expect(report.pages).toContainEqual({
      path: "/newsletter",
      views: 2,
      visitors: 1,
      signups: 4,
      confirmed: 2,
      bookings: 0,
      inquiries: 0,
      signupRate: 1,
      confirmedRate: 1,
    });
    expect(report.pages).toContainEqual({
      path: "/speaker",
      views: 5,
      visitors: 1,
      signups: 0,
      confirmed: 0,
      bookings: 3,
      inquiries: 1,
      signupRate: 0,
      confirmedRate: 0,
    });
    expect(report.forms).toEqual([{ form: "newsletter", signups: 4, confirmed: 2 }]);
    // The experiment and variant blobs come back from the SQL API: the variant's views and its goal,
    // booking clicks (bbb's three clicks that day are one booker).
    const speaker = must(report.experiments.find((experiment) => experiment.id === "speaker-design"));
    expect(speaker.variants.find((variant) => variant.id === "v2")).toMatchObject({ views: 5, visitors: 1, conversions: 1, inquiries: 1 });
    // Refusals are stored weighted (double1), and read back per reason.
    expect(report.refused).toEqual([{ reason: "page-minute", beacons: 7 }]);
    for (const sql of queries) expect(sql).toContain("blob13 AS experiment, blob14 AS variant");
  });

  it("answers 503, not 500, when the SQL API fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 401 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await send(aeEnv(recordingDataset().dataset), "/internal/stats.json?from=2026-11-01&to=2026-11-02");
    expect(response.status).toBe(503);
  });
});
