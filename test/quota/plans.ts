import type { OperationCounts } from "../support/counting-env";
import type { DoStorageCounts } from "../support/counting-do-storage";
import { must } from "../../src/must.ts";

/** What one step of a visitor's way spent, measured (quota-model.test.ts). */
export interface StepCounts {
  name: string;
  /** Invocations the step made, each a Workers request (0: work inside another's, such as the daily cron's). */
  requests: number;
  /** The most subrequests one of its invocations made (of a step with none: what it adds to the one it runs in). */
  subrequests: number;
  counts: OperationCounts;
  storage: DoStorageCounts;
  kitCalls: number;
  analyticsQueries: number;
  ownerEmails: number;
}

/**
 * The quotas that run out, per plan, as Cloudflare's pages state them (read 2026-11):
 * - Workers requests: Free 100,000 a day (https://developers.cloudflare.com/workers/platform/limits/),
 *   Paid 10 million a month included (https://developers.cloudflare.com/workers/platform/pricing/).
 *   Every invocation counts, a cron's and a queue batch's too, and a Workers Cache hit is counted as
 *   a request: "Requests to a Worker with caching enabled are billed at the standard Workers
 *   request rate whether the response comes from cache or your Worker"
 *   (https://developers.cloudflare.com/workers/cache/, Billing);
 * - Subrequests: Free allows 50 per invocation, a queue batch being one invocation
 *   (https://developers.cloudflare.com/workers/platform/limits/): not a daily quota, a ceiling
 *   each step and each consumer batch must stay under (FREE_SUBREQUESTS);
 * - KV: Free 100,000 reads, 1,000 writes, 1,000 deletes, 1,000 lists a day
 *   (https://developers.cloudflare.com/kv/platform/limits/), Paid 10 million reads, 1 million
 *   writes, deletes and lists a month (https://developers.cloudflare.com/kv/platform/pricing/);
 * - Durable Objects (https://developers.cloudflare.com/durable-objects/platform/pricing/): requests
 *   Free 100,000 a day, Paid 1 million a month, "alarm invocations" included; SQLite storage (billed
 *   since January 2026) Free 5 million rows read and 100,000 written a day, Paid 25 billion and 50
 *   million a month; key-value methods are billed as rows, each `setAlarm()` is a row written;
 * - D1: Free 5 million rows read and 100,000 written a day, Paid 25 billion read and 50 million
 *   written a month (https://developers.cloudflare.com/d1/platform/pricing/): "Indexes will add an
 *   additional written row when writes include the indexed column", as D1's result `meta`
 *   (`rows_read`, `rows_written`) counts them, which the model reads;
 * - Analytics Engine: Free 100,000 data points written and 10,000 read queries a day, Paid 10
 *   million points and 1 million queries a month
 *   (https://developers.cloudflare.com/analytics/analytics-engine/pricing/);
 * - Queues: Free 10,000 operations a day, Paid 1 million a month; a message is three (write,
 *   read, delete) (https://developers.cloudflare.com/queues/platform/pricing/);
 * - Kit: 120 requests a rolling minute per API key (172,800 a day), either plan
 *   (https://developers.kit.com/api-reference/overview, "Rate limiting").
 * Paid's amounts are a month's included usage: one viral day may spend up to all of it.
 */
/** Subrequests one invocation may make on Workers Free. */
export const FREE_SUBREQUESTS = 50;

export type Resource =
  | "requests"
  | "kvReads"
  | "kvWrites"
  | "kvDeletes"
  | "kvLists"
  | "doRequests"
  | "doRowsRead"
  | "doRowsWritten"
  | "d1RowsRead"
  | "d1RowsWritten"
  | "analyticsPoints"
  | "analyticsQueries"
  | "queueOperations"
  | "kitCalls";
export const FREE_A_DAY: Record<Resource, number> = {
  requests: 100_000,
  kvReads: 100_000,
  kvWrites: 1_000,
  kvDeletes: 1_000,
  kvLists: 1_000,
  doRequests: 100_000,
  doRowsRead: 5_000_000,
  doRowsWritten: 100_000,
  d1RowsRead: 5_000_000,
  d1RowsWritten: 100_000,
  analyticsPoints: 100_000,
  analyticsQueries: 10_000,
  queueOperations: 10_000,
  kitCalls: 172_800,
};
const PAID_A_MONTH: Record<Resource, number> = {
  requests: 10_000_000,
  kvReads: 10_000_000,
  kvWrites: 1_000_000,
  kvDeletes: 1_000_000,
  kvLists: 1_000_000,
  doRequests: 1_000_000,
  doRowsRead: 25_000_000_000,
  doRowsWritten: 50_000_000,
  d1RowsRead: 25_000_000_000,
  d1RowsWritten: 50_000_000,
  analyticsPoints: 10_000_000,
  analyticsQueries: 1_000_000,
  queueOperations: 1_000_000,
  kitCalls: 172_800 * 30,
};
const LABELS: Record<Resource, string> = {
  requests: "Workers requests",
  kvReads: "KV reads",
  kvWrites: "KV writes",
  kvDeletes: "KV deletes",
  kvLists: "KV lists",
  doRequests: "DO requests",
  doRowsRead: "DO rows read",
  doRowsWritten: "DO rows written",
  d1RowsRead: "D1 rows read",
  d1RowsWritten: "D1 rows written",
  analyticsPoints: "AE points",
  analyticsQueries: "AE queries",
  queueOperations: "queue ops",
  kitCalls: "Kit calls",
};
/** What a resource running out stops, and what still works. */
const STOPS: Record<Resource, string> = {
  requests: "the whole worker: pages, beacons, signups, inquiries (beacons are half the requests)",
  kvReads: "signup cooldowns (signups still go to Kit)",
  kvWrites: "a signup's cooldown and attribution, written after its answer: signups go on, confirmations stop being counted",
  kvDeletes: "a confirmation's attribution delete: the confirmation is not counted",
  kvLists: "the local store (development only)",
  doRequests: "signup limits (they let signups through) and Kit's budget (signups queue)",
  doRowsRead: "signup limits and Kit's budget, as for DO requests",
  doRowsWritten: "signup limits and Kit's budget, as for DO requests",
  d1RowsRead: "the owner's pages that list (inquiries, issues)",
  d1RowsWritten: "consent proofs, webhook claims (Kit retries the confirmation), publishing; inquiries wait in their queue",
  analyticsPoints: "counting (views, signups and confirmations are no longer counted)",
  analyticsQueries: "the stats page",
  queueOperations: "queued signups and inquiries",
  kitCalls: "signups go to the queue and wait for Kit",
};
export const RESOURCES = Object.keys(LABELS) as Resource[];

/**
 * Each `setAlarm()` is one alarm invocation later: one Durable Object request, and the limit
 * counter's alarm reads its one key and deletes it (one row read, one written).
 */
export const usageOf = (step: StepCounts): Record<Resource, number> => ({
  requests: step.requests,
  kvReads: step.counts.kvReads,
  kvWrites: step.counts.kvWrites,
  kvDeletes: step.counts.kvDeletes,
  kvLists: step.counts.kvLists,
  doRequests: step.counts.doRequests + step.storage.alarmsSet,
  doRowsRead: step.storage.doRowsRead + step.storage.alarmsSet,
  doRowsWritten: step.storage.doRowsWritten + step.storage.alarmsSet,
  d1RowsRead: step.counts.d1RowsRead,
  d1RowsWritten: step.counts.d1RowsWritten,
  analyticsPoints: step.counts.analyticsPoints,
  analyticsQueries: step.analyticsQueries,
  queueOperations: step.counts.queueMessages * 3,
  kitCalls: step.kitCalls,
});

/**
 * Runs a day of each cron (wrangler.toml's two): every 5 minutes, daily. The broadcasts' reconciler
 * runs on its own alarm, only while an issue is watched (its passes' cost: docs/newsletter.md).
 */
export const CRON_RUNS_A_DAY = { "cron, every 5 minutes": 288, "cron, daily": 1 } as const;

/** Isolates that ask the day's salt in a viral day (each one's first view of the day): an assumption, spread over Cloudflare's locations. */
export const ISOLATE_DAYS = 1_000;

/**
 * A day's traffic for `visitors` visitors, in the viral day's proportions: 2 pages a visitor (one
 * of them the home page, which runs an experiment) and a beacon for each; 30 % make a consent
 * choice, 5 % sign up and every signup confirms (the most it can cost), each going on to the
 * thank-you page (a page and its beacon) and each confirmation's webhook claim deleted a week
 * later by the daily cron; a tenth of the signups arrive while Kit is busy (a burst) and wait in
 * the queue, delivered in full batches of 4 (a backlog fills them); 1 % search the archive (each
 * finding issues, the dearer answer; one that finds nothing reads 1 row and writes 1) and 1 %
 * reach a made-up issue address (a typo, a crawler's guess); the day's salt asked by ISOLATE_DAYS
 * isolates; 20 speaker inquiries, 20 loads of the stats page, 200 draft saves (an afternoon of the
 * owner's typing) and one publish a day; the crons. With the channel on (worker/videos): a
 * quarter of the visitors open a video's page, and the 5-minute cron reads the feed on each of its
 * 288 runs.
 */
export function dayOf(visitors: number): Record<string, number> {
  const signups = 0.05 * visitors;
  return {
    "page view": visitors,
    "page view, with an experiment (/)": visitors,
    beacon: 2 * visitors,
    "consent choice": 0.3 * visitors,
    signup: 0.9 * signups,
    "thank-you page (after each signup)": signups,
    "signup, Kit busy (queued)": 0.1 * signups,
    "signups consumer, a batch of 4": (0.1 * signups) / 4,
    confirmation: signups,
    "webhook claim deleted (in the daily cron)": signups,
    "daily salt (an isolate's first view of a day)": ISOLATE_DAYS,
    "unknown issue address": 0.01 * visitors,
    "archive search": 0.01 * visitors,
    inquiry: 20,
    "stats page load": 20,
    "draft save": 200,
    publish: 1,
    ...CRON_RUNS_A_DAY,
    "video page view": 0.25 * visitors,
    "cron, channel feed (every 5 minutes)": CRON_RUNS_A_DAY["cron, every 5 minutes"],
  };
}

export function dailyUsage(steps: StepCounts[], visitors: number): Record<Resource, number> {
  const day = dayOf(visitors);
  const total = Object.fromEntries(RESOURCES.map((name) => [name, 0])) as Record<Resource, number>;
  for (const step of steps) for (const [name, value] of Object.entries(usageOf(step)) as [Resource, number][]) total[name] += value * (day[step.name] ?? 0);
  return total;
}

/** Visitors a day each quota of `limits` holds, fewest first: the order in which they run out. */
export function exhaustionOrder(steps: StepCounts[], limits: Record<Resource, number>): { name: Resource; visitors: number }[] {
  const perVisitor = dailyUsage(steps, 1);
  const fixed = dailyUsage(steps, 0);
  return RESOURCES.map((name) => {
    const slope = perVisitor[name] - fixed[name];
    return { name, visitors: slope > 0 ? Math.floor((limits[name] - fixed[name]) / slope) : Infinity };
  }).sort((a, b) => a.visitors - b.visitors);
}

const number = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "∞");
export const VIRAL_VISITORS = 100_000;

/** The tables docs/deploy.md carries between its quota-tables markers, as the model computes them. */
export function quotaTables(steps: StepCounts[]): string {
  const lines: string[] = [];
  lines.push(
    `One of each step, measured (binding operations; the last column is the most subrequests one invocation made, Free allowing ${FREE_SUBREQUESTS}):`,
    "",
  );
  lines.push(`| step | ${RESOURCES.map((name) => LABELS[name]).join(" | ")} | subrequests |`);
  lines.push(`| --- | ${RESOURCES.map(() => "---").join(" | ")} | --- |`);
  for (const step of steps) lines.push(`| ${step.name} | ${RESOURCES.map((name) => number(usageOf(step)[name])).join(" | ")} | ${number(step.subrequests)} |`);

  const viral = dailyUsage(steps, VIRAL_VISITORS);
  const day = dayOf(VIRAL_VISITORS);
  lines.push(
    "",
    `A viral day (${number(VIRAL_VISITORS)} visitors: ${number(must(day["page view"]) * 2)} page views and beacons, ${number(must(day["consent choice"]))} consent choices, ${number(must(day.confirmation))} signups all confirmed (a tenth queued while Kit is busy), ${number(must(day["unknown issue address"]))} made-up issue addresses, ${number(must(day["archive search"]))} searches, ${number(must(day.inquiry))} inquiries, ${number(must(day["stats page load"]))} stats loads, ${number(must(day.publish))} publish, ${number(Object.values(CRON_RUNS_A_DAY).reduce((a, b) => a + b, 0))} cron runs):`,
    "",
  );
  lines.push("| resource | the viral day | Workers Free, a day | Workers Paid, included a month | when it runs out, it stops |");
  lines.push("| --- | --- | --- | --- | --- |");
  for (const name of RESOURCES)
    lines.push(
      `| ${LABELS[name]} | ${number(viral[name])} | ${number(FREE_A_DAY[name])}${viral[name] > FREE_A_DAY[name] ? " (over)" : ""} | ${number(PAID_A_MONTH[name])}${viral[name] > PAID_A_MONTH[name] ? " (over)" : ""} | ${STOPS[name]} |`,
    );

  lines.push("", "Workers Free: the order in which its quotas run out as visitors grow (the first five):", "");
  lines.push("| order | quota | visitors a day it holds | what stops |");
  lines.push("| --- | --- | --- | --- |");
  exhaustionOrder(steps, FREE_A_DAY)
    .slice(0, 5)
    .forEach(({ name, visitors }, index) => void lines.push(`| ${index + 1} | ${LABELS[name]} | ${number(visitors)} | ${STOPS[name]} |`));
  const paid = must(exhaustionOrder(steps, Object.fromEntries(RESOURCES.map((name) => [name, PAID_A_MONTH[name] / 30])) as Record<Resource, number>)[0]);
  lines.push(
    "",
    `Workers Paid, every day of a month: ${number(paid.visitors)} visitors a day before the first included amount (${LABELS[paid.name]}) is spent.`,
  );
  return lines.join("\n");
}

export const TABLES_START = "<!-- quota-tables:start (npm run bench -- --quota --write) -->";
export const TABLES_END = "<!-- quota-tables:end -->";

/** The text between the markers of `doc`, or undefined when they are missing. */
export function tablesIn(doc: string): string | undefined {
  const start = doc.indexOf(TABLES_START);
  const end = doc.indexOf(TABLES_END);
  return start < 0 || end < start ? undefined : doc.slice(start + TABLES_START.length, end).trim();
}
