import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { momentOnClock } from "../../../src/internal/when";
import { emailPlanWords } from "../../../src/content/kit-status";
import { owner } from "../../../src/content/owner";
import { startOfDay } from "../../../src/publishing/zone-time";
import type { Env } from "../../../worker/config";
import { FAKE_KIT_KEY } from "../../fakes/fake-kit";
import { callWorker } from "../../fakes/inquiry-harness";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { daysFromToday, newKitAccount } from "../publishing/publish-harness";

const SITE = "https://www.example.com";
/** The day `offset` days from the owner's today, in his zone: the desk counts an issue's date there, whatever UTC's date is. */
const day = daysFromToday;
const db = () => (env as unknown as Env).DB;
/** An issue's moment as every owner page writes it: 00:00 of its day on his clock (these rows have no time of their own). */
const at = (date: string) => momentOnClock(startOfDay(date, owner.timeZone), owner.timeZone);

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());
beforeEach(async () => {
  await db().batch(["newsletter_issues", "newsletter_issue_results", "issue_broadcasts"].map((table) => db().prepare(`DELETE FROM ${table}`)));
});

async function issue(slug: string, title: string, date: string, broadcastId: number | null = null) {
  await db().batch([
    db()
      .prepare("INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES (?1, ?2, ?3, 'editorial', 'HOOK: x', ?4, ?4)")
      .bind(slug, title, date, new Date().toISOString()),
    db()
      .prepare("INSERT INTO issue_broadcasts (slug, confirmed_revision, kit_id) VALUES (?1, ?2, ?3)")
      .bind(slug, broadcastId === null ? 0 : 1, broadcastId),
  ]);
}

const desk = async (target: Env = env as unknown as Env) => (await callWorker(new Request(`${SITE}/internal`), target)).text();
/** The desk's newsletter section. */
const section = (html: string) => /<section aria-labelledby="newsletter"[^>]*>.*?<\/section>\s*<section aria-labelledby="this-week">/s.exec(html)?.[0] ?? "";

describe("the newsletter on the desk", () => {
  it("with no issue this week and none scheduled, says so in words", async () => {
    await issue("last-month", "Last month's issue", day(-30));
    const part = section(await desk());
    expect(part).toContain('data-newsletter="no-issue-this-week">No issue yet this week.</li>');
    expect(part).toContain('data-newsletter="no-next">Nothing scheduled after today.</li>');
    expect(part).toContain(`Latest issue: “Last month&#x27;s issue”, ${at(day(-30))}`);
  });

  it("names the next scheduled issue (the earliest dated after today) and this week's issue is not missing", async () => {
    await issue("today-one", "Today", day(0));
    await issue("later-one", "Later", day(9));
    await issue("next-one", "Film the title first", day(2));
    const part = section(await desk());
    // The moment with its time, and whether the email goes then (no Kit here: no email), as the list says it.
    expect(part).toContain(`data-newsletter="next">Next: “Film the title first”, ${at(day(2))} — ${emailPlanWords["no-email"]}</li>`);
    expect(part).not.toContain("No issue yet this week");
    expect(part).toContain(`Latest issue: “Today”, ${at(day(0))}`);
    expect(part).toContain(`Times are on your clock, ${owner.timeZone}.`);
  });

  it("a title ending in a full stop reads as a title, never “…alone., Thu”", async () => {
    await issue("alone-one", "Nobody grows alone.", day(3));
    const part = section(await desk());
    expect(part).toContain(`Next: “Nobody grows alone.”, ${at(day(3))}`);
    expect(part).not.toContain("., ");
  });

  it("shows the latest issue's results from Kit, with the Apple Mail note and their age", async () => {
    await issue("sent-one", "Sent one", day(0), 7001);
    const stats = {
      recipients: 880,
      open_rate: 51.2,
      emails_opened: 450,
      click_rate: 9.75,
      unsubscribe_rate: 0.2,
      unsubscribes: 2,
      total_clicks: 120,
      show_total_clicks: true,
      status: "completed",
      progress: 100,
      open_tracking_disabled: false,
      click_tracking_disabled: false,
    };
    await db()
      .prepare("INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at, fetched_at, stats, top_links) VALUES ('sent-one', 7001, ?1, ?1, ?2, ?3)")
      .bind(new Date(Date.now() - 3 * 3600_000).toISOString(), JSON.stringify(stats), JSON.stringify([{ url: "https://www.example.com/contact", clicks: 31 }]))
      .run();
    const part = section(await desk());
    expect(part).toMatch(/data-figure="recipients"[^>]*>880</);
    expect(part).toMatch(/data-figure="open-rate"[^>]*>51.2%<small[^>]*data-note="apple-mail"/);
    expect(part).toMatch(/data-figure="click-rate"[^>]*>9.75%</);
    expect(part).toContain("https://www.example.com/contact</span> — 31 people clicked");
    expect(part).toContain("Kit&#x27;s figures as of 3 hours ago.");
    expect(part).toContain("The page, on this site (last 7 days)");
    expect(part).toContain('href="/internal/issues"');
  });

  it("opening the desk reads the results owed from Kit in the background", async () => {
    const kit = new FakeKit();
    routeKitTo(kit);
    const target = kitEnv(recordingQueue(), { ENVIRONMENT: "development" });
    const created = await kit.fetch(
      new Request(`${KIT_BASE}/broadcasts`, {
        method: "POST",
        headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ subject: "Sent", content: "<p>x</p>" }),
      }),
    );
    const { broadcast } = (await created.json()) as { broadcast: { id: number } };
    kit.broadcasts.setResults(broadcast.id, { stats: { status: "completed", recipients: 10, open_rate: 40 } });
    await issue("desk-sent", "Desk sent", day(-1), broadcast.id);
    expect(section(await desk(target))).toContain("No figures from Kit yet");
    expect(kit.requests.filter((r) => r.path.endsWith("/stats"))).toHaveLength(1);
    expect(section(await desk(target))).toMatch(/data-figure="open-rate"[^>]*>40%/);
    expect(kit.requests.filter((r) => r.path.endsWith("/stats"))).toHaveLength(1);
  });
});
