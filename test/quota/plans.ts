import type { OperationCounts } from "../support/counting-env";

/** What one step of a visitor's way spent, measured (quota-model.quota.ts). */
export interface StepCounts {
  name: string;
  requests: number;
  counts: OperationCounts;
  kitCalls: number;
  analyticsQueries: number;
  ownerEmails: number;
}

/**
 * The quotas that run out, per plan, as Cloudflare's pages state them (2026-11):
 * - Workers requests: Free 100,000 a day (https://developers.cloudflare.com/workers/platform/limits/),
 *   Paid 10 million a month included (https://developers.cloudflare.com/workers/platform/pricing/);
 * - KV: Free 100,000 reads, 1,000 writes, 1,000 deletes, 1,000 lists a day
 *   (https://developers.cloudflare.com/kv/platform/limits/), Paid 10 million reads, 1 million
 *   writes, deletes and lists a month (https://developers.cloudflare.com/kv/platform/pricing/);
 * - Durable Objects: Free 100,000 requests a day, Paid 1 million a month
 *   (https://developers.cloudflare.com/durable-objects/platform/pricing/);
 * - D1: Free 5 million rows read and 100,000 written a day, Paid 25 billion read and 50 million
 *   written a month (https://developers.cloudflare.com/d1/platform/pricing/);
 * - Analytics Engine: Free 100,000 data points written and 10,000 read queries a day, Paid 10
 *   million points and 1 million queries a month
 *   (https://developers.cloudflare.com/analytics/analytics-engine/pricing/);
 * - Queues: Free 10,000 operations a day, Paid 1 million a month; a message is three (write,
 *   read, delete) (https://developers.cloudflare.com/queues/platform/pricing/);
 * - Kit: 120 requests a rolling minute per API key (172,800 a day), either plan.
 * Paid's amounts are a month's included usage: one viral day may spend up to all of it.
 */
type Resource = "requests" | "kvReads" | "kvWrites" | "kvDeletes" | "kvLists" | "doRequests" | "d1RowsRead" | "d1RowsWritten" | "analyticsPoints" | "analyticsQueries" | "queueOperations" | "kitCalls";
const FREE_A_DAY: Record<Resource, number> = {
  requests: 100_000,
  kvReads: 100_000,
  kvWrites: 1_000,
  kvDeletes: 1_000,
  kvLists: 1_000,
  doRequests: 100_000,
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
  d1RowsRead: 25_000_000_000,
  d1RowsWritten: 50_000_000,
  analyticsPoints: 10_000_000,
  analyticsQueries: 1_000_000,
  queueOperations: 1_000_000,
  kitCalls: 172_800 * 30,
};
/** What a resource running out stops. */
const STOPS: Record<Resource, string> = {
  requests: "the whole worker: pages, beacons, signups, inquiries (beacons are half the requests)",
  kvReads: "signup cooldowns (signups still go to Kit)",
  kvWrites: "a signup's cooldown and attribution, written after its answer: signups go on, confirmations stop being counted, a second signup of an address within the cooldown reaches Kit",
  kvDeletes: "a confirmation's attribution delete: the confirmation is not counted (Kit retries the webhook)",
  kvLists: "the local store (development only)",
  doRequests: "signup limits (they let signups through) and Kit's budget (signups queue)",
  d1RowsRead: "the owner's inquiries page",
  d1RowsWritten: "inquiries (they wait in their queue) and consent proofs",
  analyticsPoints: "counting (views, signups and confirmations are no longer counted)",
  analyticsQueries: "the stats page",
  queueOperations: "queued signups and inquiries",
  kitCalls: "signups go to the queue and wait for Kit",
};

const usageOf = (step: StepCounts): Record<Resource, number> => ({
  requests: step.requests,
  kvReads: step.counts.kvReads,
  kvWrites: step.counts.kvWrites,
  kvDeletes: step.counts.kvDeletes,
  kvLists: step.counts.kvLists,
  doRequests: step.counts.doRequests,
  d1RowsRead: step.counts.d1RowsRead,
  d1RowsWritten: step.counts.d1RowsWritten,
  analyticsPoints: step.counts.analyticsPoints,
  analyticsQueries: step.analyticsQueries,
  queueOperations: step.counts.queueMessages * 3,
  kitCalls: step.kitCalls,
});

/**
 * A day's traffic for `visitors` visitors, in the viral day's proportions: 2 pages a visitor (one
 * of them the home page, which runs an experiment) and a beacon for each; 30 % make a consent
 * choice, 5 % sign up and every signup confirms (the most it can cost); 20 speaker inquiries and
 * 20 loads of the stats page a day.
 */
export function dayOf(visitors: number): Record<string, number> {
  return {
    "page view": visitors,
    "page view, with an experiment (/)": visitors,
    beacon: 2 * visitors,
    "consent choice": 0.3 * visitors,
    signup: 0.05 * visitors,
    confirmation: 0.05 * visitors,
    inquiry: 20,
    "stats page load": 20,
  };
}

function dailyUsage(steps: StepCounts[], visitors: number): Record<Resource, number> {
  const day = dayOf(visitors);
  const total = Object.fromEntries(Object.keys(FREE_A_DAY).map((name) => [name, 0])) as Record<Resource, number>;
  for (const step of steps) for (const [name, value] of Object.entries(usageOf(step)) as [Resource, number][]) total[name] += value * (day[step.name] ?? 0);
  return total;
}

/** The most visitors a day before the first quota of `limits` runs out, and which. */
function capacity(steps: StepCounts[], limits: Record<Resource, number>): { visitors: number; first: Resource } {
  const perVisitor = dailyUsage(steps, 1);
  const fixed = dailyUsage(steps, 0);
  let best: { visitors: number; first: Resource } = { visitors: Infinity, first: "requests" };
  for (const name of Object.keys(limits) as Resource[]) {
    const slope = perVisitor[name] - fixed[name];
    if (slope <= 0) continue;
    const visitors = Math.floor((limits[name] - fixed[name]) / slope);
    if (visitors < best.visitors) best = { visitors, first: name };
  }
  return best;
}

const number = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "∞");

export function printPlans(steps: StepCounts[]): void {
  const lines: string[] = [];
  const columns: Resource[] = ["requests", "kvReads", "kvWrites", "kvDeletes", "kvLists", "doRequests", "d1RowsRead", "d1RowsWritten", "analyticsPoints", "analyticsQueries", "queueOperations", "kitCalls"];
  lines.push("\nOne of each step, measured (binding operations):\n");
  lines.push(`| step | ${columns.join(" | ")} |`);
  lines.push(`| --- | ${columns.map(() => "---").join(" | ")} |`);
  for (const step of steps) lines.push(`| ${step.name} | ${columns.map((name) => usageOf(step)[name]).join(" | ")} |`);
  lines.push(`\n(Also measured: ${steps.reduce((sum, step) => sum + step.counts.rateLimitChecks, 0)} Rate Limiting checks in all, no quota; owner emails: ${steps.reduce((sum, step) => sum + step.ownerEmails, 0)}.)`);

  const viral = dailyUsage(steps, 100_000);
  lines.push("\nA viral day (100,000 visitors, 200,000 page views and beacons, 30,000 consent choices, 5,000 signups and confirmations, 20 inquiries, 20 stats loads):\n");
  lines.push("| resource | used | Workers Free, a day | Workers Paid, included a month | when it runs out, it stops |");
  lines.push("| --- | --- | --- | --- | --- |");
  for (const name of columns) lines.push(`| ${name} | ${number(viral[name])} | ${number(FREE_A_DAY[name])}${viral[name] > FREE_A_DAY[name] ? " (over)" : ""} | ${number(PAID_A_MONTH[name])}${viral[name] > PAID_A_MONTH[name] ? " (over)" : ""} | ${STOPS[name]} |`);

  const free = capacity(steps, FREE_A_DAY);
  const paidMonth = capacity(steps, Object.fromEntries(columns.map((name) => [name, PAID_A_MONTH[name] / 30])) as Record<Resource, number>);
  const paidOneDay = capacity(steps, PAID_A_MONTH);
  const freeBindings = capacity(steps, { ...FREE_A_DAY, requests: Infinity });
  lines.push("\nVisitors a day before the first quota runs out:\n");
  lines.push("| plan | visitors a day | first to run out |");
  lines.push("| --- | --- | --- |");
  lines.push(`| Workers Free | ${number(free.visitors)} | ${free.first}: ${STOPS[free.first]} |`);
  lines.push(`| Workers Free, bindings only (requests aside) | ${number(freeBindings.visitors)} | ${freeBindings.first}: ${STOPS[freeBindings.first]} |`);
  lines.push(`| Workers Paid, every day of a month | ${number(paidMonth.visitors)} | ${paidMonth.first} |`);
  lines.push(`| Workers Paid, one day spending a month's included usage | ${number(paidOneDay.visitors)} | ${paidOneDay.first} |`);
  console.log(lines.join("\n"));
}
