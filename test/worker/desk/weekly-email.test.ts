import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { devOutbox } from "../../../worker/inquiries";
import { DEAD_LETTERS_ALERT_CRON } from "../../../worker/signup";
import { kvKeys } from "../../../worker/store";
import { callWorker } from "../../fakes/inquiry-harness";
import { must } from "../../../src/must.ts";

/** Monday 23 November 2026, 08:00 UTC (ISO week 2026-W48), and the same week's Tuesday. */
const MONDAY = Date.parse("2026-11-23T08:00:00Z");
const TUESDAY = MONDAY + 86_400_000;
const NEXT_MONDAY = MONDAY + 7 * 86_400_000;

async function dailyCron(scheduledTime: number, target: Env = env as unknown as Env) {
  const ctx = createExecutionContext();
  await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
    { cron: DEAD_LETTERS_ALERT_CRON, scheduledTime, type: "scheduled", noRetry: () => {} } as ScheduledController,
    target,
    ctx,
  );
}
const weekly = () => devOutbox.sent.filter((email) => email.subject.startsWith("Your week"));

beforeEach(async () => {
  await env.DB.batch(["speaker_inquiries", "owner_weekly_emails", "owner_alerts", "guard_tallies"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  for (const { name } of (await env.SIGNUPS_KV.list({ prefix: "dead-letter:" })).keys) await env.SIGNUPS_KV.delete(name);
  devOutbox.sent.length = 0;
  devOutbox.failNext = 0;
});

async function waitingDeadLetter() {
  const signup = { id: crypto.randomUUID(), email: "stuck@example.com", receivedAt: new Date(MONDAY - 3_600_000).toISOString() };
  await env.SIGNUPS_KV.put(
    kvKeys.deadLetter(new Date(MONDAY).toISOString(), signup.id),
    JSON.stringify({ v: 1, signup, attempts: 8, reason: "Gave up", storedAt: new Date(MONDAY).toISOString() }),
  );
}

describe("the owner's weekly email", () => {
  it("goes out once per ISO week, however often the cron runs, with what needs him and links to the desk", async () => {
    await waitingDeadLetter();
    await dailyCron(MONDAY);
    await dailyCron(MONDAY);
    await dailyCron(TUESDAY);
    expect(weekly()).toHaveLength(1);
    const [email] = weekly();
    expect(must(email).subject).toBe("Your week: 1 thing needs you");
    expect(must(email).text).toContain("1 signup waiting in dead letters");
    expect(must(email).text).toContain("https://www.example.com/internal/signups");
    expect(must(email).text).toContain("Open your desk: https://www.example.com/internal");
    expect(must(email).text).toMatch(/Views: \d+ \(last week \d+\)/);
    expect(must(email).raw).toContain("Message-ID: <week-2026-W48@");
    await dailyCron(NEXT_MONDAY);
    expect(weekly()).toHaveLength(2);
  });

  it("is not sent for a quiet week (nothing happened, nothing waits), and the desk says so", async () => {
    await dailyCron(MONDAY);
    expect(weekly()).toEqual([]);
    expect((await env.DB.prepare("SELECT outcome FROM owner_weekly_emails WHERE week = '2026-W48'").first())?.outcome).toBe("quiet");
    const html = await (await callWorker(new Request("https://www.example.com/internal"))).text();
    expect(html).toContain("A quiet week: nothing happened and nothing waits, so no weekly email goes out.");
  });

  it("a failed send gives the week back: the next run sends it", async () => {
    await waitingDeadLetter();
    devOutbox.failNext = 1;
    await dailyCron(MONDAY);
    expect(weekly()).toEqual([]);
    await dailyCron(TUESDAY);
    expect(weekly()).toHaveLength(1);
  });
});
