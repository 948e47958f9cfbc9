import { createScheduledController, env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import { issueResults } from "../../../src/content/issue-results";
import { kitStatusWords } from "../../../src/content/kit-status";
import type { Env } from "../../../worker/config";
import worker from "../../../worker/index";
import { refreshDueIssueResults } from "../../../worker/publishing";
import { FAKE_KIT_KEY } from "../../fakes/fake-kit";
import type { FakeBroadcastResults } from "../../fakes/fake-kit-broadcasts";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { statsEvent } from "../../support/stats-events";
import { storeStatsEvent } from "../support/stats-store";
import { daysFromToday, freshSlug, publishingClient, newKitAccount } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

const db = () => (testEnv as unknown as Env).DB;
const MINUTE = 60_000;

// Storage is shared by the tests of a file: each starts from no stored issue, result or event.
beforeEach(async () => {
  await db().batch(["newsletter_issues", "newsletter_issue_results"].map((table) => db().prepare(`DELETE FROM ${table}`)));
  for (const { name } of (await testEnv.SIGNUPS_KV.list({ prefix: "event:" })).keys) await testEnv.SIGNUPS_KV.delete(name);
});

function setUp(overrides: Partial<Env> = {}) {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", ...overrides });
  return { kit, env, open: publishingClient(env) };
}

/** An issue published from the previewer whose Kit broadcast exists (made through the fake's own API), dated `daysAgo` days back. */
async function sentIssue(
  kit: FakeKit,
  { daysAgo = 3, title = "Package before you publish", results }: { daysAgo?: number; title?: string; results?: FakeBroadcastResults } = {},
) {
  const answer = await kit.fetch(
    new Request(`${KIT_BASE}/broadcasts`, {
      method: "POST",
      headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ subject: title, content: "<p>x</p>", public: false, send_at: null }),
    }),
  );
  const { broadcast } = (await answer.json()) as { broadcast: { id: number } };
  if (results) kit.broadcasts.setResults(broadcast.id, results);
  const slug = freshSlug("results");
  const now = new Date().toISOString();
  await db().batch([
    db()
      .prepare("INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES (?1, ?2, ?3, 'editorial', 'HOOK: x', ?4, ?4)")
      .bind(slug, title, daysFromToday(-daysAgo), now),
    db().prepare("INSERT INTO issue_broadcasts (slug, confirmed_revision, kit_id) VALUES (?1, 1, ?2)").bind(slug, broadcast.id),
  ]);
  kit.requests.length = 0;
  return { slug, broadcastId: broadcast.id };
}

/** A view or a signup of a page, in the local stats store (development), today. */
async function event(kind: "view" | "signup", path: string) {
  const form = kind === "signup" ? "newsletter" : "";
  await storeStatsEvent(testEnv, statsEvent(kind, { path, visitor: crypto.randomUUID().slice(0, 16), form }));
}

const resultCalls = (kit: FakeKit) =>
  kit.requests.filter((r) => /\/broadcasts\/\d+\/(stats|clicks)$/.test(r.path)).map((r) => `${r.method} ${r.path.replace(/\d+(?=\/(stats|clicks)$)/, "{id}")}`);
/** One issue's item on the list. */
function item(html: string, slug: string): string {
  const start = html.indexOf(`data-issue="${slug}"`);
  if (start < 0) return "";
  const end = html.indexOf("data-issue=", start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}
const figure = (html: string, name: string) => new RegExp(`data-figure="${name}"[^>]*>([^<]*)`).exec(html)?.[1];

const SENT: FakeBroadcastResults = {
  stats: { status: "completed", recipients: 1204, open_rate: 48.25, emails_opened: 581, click_rate: 6.5, unsubscribes: 3, total_clicks: 97 },
  clicks: [
    { url: "https://www.example.com/guide?a=1&b=<b>bold</b>", unique_clicks: 5, click_to_delivery_rate: 0.004, click_to_open_rate: 0.009 },
    { url: "https://www.example.com/contact", unique_clicks: 40, click_to_delivery_rate: 0.033, click_to_open_rate: 0.069 },
    { url: "https://youtu.be/abc", unique_clicks: 12, click_to_delivery_rate: 0.01, click_to_open_rate: 0.02 },
    { url: "https://www.example.com/about", unique_clicks: 2, click_to_delivery_rate: 0.002, click_to_open_rate: 0.003 },
  ],
};

describe("each issue's results on /internal/issues", () => {
  it("shows Kit's figures as Kit gave them, the Apple Mail note, the top 3 links as text, beside the page's own views and signups; a second open does not call Kit again", async () => {
    const { kit, open } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    await event("view", `/newsletter/issues/${slug}`);
    await event("view", `/newsletter/issues/${slug}`);
    await event("signup", `/newsletter/issues/${slug}`);
    await event("view", "/newsletter/issues/another-issue");

    // The first open answers from D1 at once (nothing read yet) and reads Kit after its answer.
    const first = await open(ISSUES_PATH);
    expectStatus(first).toBe(200);
    expect(item(first.text, slug)).toContain("No figures from Kit yet");
    expect(resultCalls(kit)).toEqual(["GET /v4/broadcasts/{id}/stats", "GET /v4/broadcasts/{id}/clicks"]);

    const second = await open(ISSUES_PATH);
    const listed = item(second.text, slug);
    expect(figure(listed, "recipients")).toBe("1,204");
    expect(figure(listed, "open-rate")).toBe("48.25%");
    expect(figure(listed, "click-rate")).toBe("6.5%");
    expect(figure(listed, "unsubscribes")).toBe("3");
    expect(listed).toMatch(
      /data-figure="open-rate"[^>]*>[^<]*<small[^>]*data-note="apple-mail"[^>]*>Apple Mail&#x27;s privacy protection opens emails by itself, which inflates opens/,
    );
    // The three most clicked, most first, each address as text (escaped, never markup or a link).
    const links = [...listed.matchAll(/data-link="\d"><span[^>]*>([^<]*)<\/span> — (\d+) people clicked/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["https://www.example.com/contact", "40"],
      ["https://youtu.be/abc", "12"],
      ["https://www.example.com/guide?a=1&amp;b=&lt;b&gt;bold&lt;/b&gt;", "5"],
    ]);
    expect(listed).not.toContain("<b>bold</b>");
    // The fourth is not in the top list (it has its row in the per-link table).
    expect(must(/<ol[\s\S]*?<\/ol>/.exec(listed))[0]).not.toContain("example.com/about");
    expect(listed).toContain("Kit&#x27;s figures as of just now.");
    // The site's own numbers of the issue's page, and the period said on the page.
    expect(figure(listed, "views")).toBe("2");
    expect(figure(listed, "signups")).toBe("1");
    expect(listed).toContain("The page, on this site (last 30 days)");
    expect(second.text).toMatch(/data-results-periods[^>]*>[^<]*over the last 30 days \(UTC days, today included\)/);
    // The second open, within 30 minutes, called Kit for nothing.
    expect(resultCalls(kit)).toHaveLength(2);
  });

  it("reads an issue again only once 30 minutes have passed, and two refreshes at once call Kit once", async () => {
    const { kit, env } = setUp();
    await sentIssue(kit, { results: SENT });
    const [a, b] = await Promise.all([refreshDueIssueResults(env), refreshDueIssueResults(env)]);
    expect(a.refreshed + b.refreshed).toBe(1);
    expect(resultCalls(kit)).toHaveLength(2);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 29 * MINUTE))).refreshed).toBe(0);
    expect(resultCalls(kit)).toHaveLength(2);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 31 * MINUTE))).refreshed).toBe(1);
    expect(resultCalls(kit)).toHaveLength(4);
  });

  it("Kit first reports it sent (the broadcast's record): its figures are read again within minutes, not after 30", async () => {
    const { kit, env } = setUp();
    const issue = await sentIssue(kit, { daysAgo: 0 });
    await refreshDueIssueResults(env);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 6 * MINUTE))).refreshed).toBe(0);
    // The Kit job read it sent (its send_at passed): the broadcast's record says so.
    await db().prepare("UPDATE issue_broadcasts SET sent_at = ?2 WHERE slug = ?1").bind(issue.slug, new Date().toISOString()).run();
    kit.broadcasts.setResults(issue.broadcastId, SENT);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 6 * MINUTE))).refreshed).toBe(1);
    // Read as sent now: back to every 30 minutes.
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 12 * MINUTE))).refreshed).toBe(0);
  });

  it("refreshes recent issues only, and asks only the stats of a broadcast Kit has not sent", async () => {
    const { kit, env, open } = setUp();
    await sentIssue(kit, { daysAgo: 90, results: SENT });
    const draft = await sentIssue(kit, { daysAgo: 1 });
    await refreshDueIssueResults(env);
    // The 90-day-old issue is left alone; the draft's stats say "draft", so its clicks are not asked.
    expect(resultCalls(kit)).toEqual(["GET /v4/broadcasts/{id}/stats"]);
    const listed = item((await open(ISSUES_PATH)).text, draft.slug);
    expect(listed).toContain(issueResults.draftNoFigures);
    expect(listed).not.toContain('data-figure="open-rate"');
  });

  it("says one thing of the email: figures read while Kit held it scheduled never contradict the badge once it is a draft, or once Kit sent it", async () => {
    const { kit, env, open } = setUp();
    const scheduled: FakeBroadcastResults = {
      stats: { status: "scheduled", recipients: 0, open_rate: 0, emails_opened: 0, click_rate: 0, unsubscribes: 0, total_clicks: 0 },
      clicks: [],
    };
    const { slug } = await sentIssue(kit, { results: scheduled });
    await refreshDueIssueResults(env);
    // The badge says "Draft in Kit" (the record holds no moment): the results box says the same, never "Kit says: scheduled".
    let listed = item((await open(ISSUES_PATH)).text, slug);
    expect(listed).toContain(kitStatusWords.created.label);
    expect(listed).toContain(issueResults.draftNoFigures);
    expect(listed).not.toContain("Kit says");
    // The reconciler saw Kit send it (a minute after its moment): "Sent by Kit" and no "not sent", though the stored figures are older.
    await db().prepare("UPDATE issue_broadcasts SET sent_at = ?2, kit_send_at = ?2 WHERE slug = ?1").bind(slug, new Date().toISOString()).run();
    listed = item((await open(ISSUES_PATH)).text, slug);
    expect(listed).toContain(kitStatusWords.sent.label);
    expect(listed).toContain(issueResults.sentFiguresComing);
    expect(listed).not.toMatch(/has not sent|draft in Kit: its figures/);
  });

  it("a failing stats call (500, then 429) keeps the last figures with their age, and the page answers 200", async () => {
    const { kit, env, open } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    await refreshDueIssueResults(env, new Date(Date.now() - 2 * 60 * MINUTE));
    kit.failNext = ["server-error"];
    await refreshDueIssueResults(env);
    let page = await open(ISSUES_PATH);
    expectStatus(page).toBe(200);
    let listed = item(page.text, slug);
    expect(figure(listed, "recipients")).toBe("1,204");
    expect(listed).toContain("Kit could not be asked at the last refresh (Kit failed (500)): these are its figures as of 2 hours ago.");

    kit.failNext = ["rate-limited"];
    await refreshDueIssueResults(env, new Date(Date.now() + 31 * MINUTE));
    page = await open(ISSUES_PATH);
    expectStatus(page).toBe(200);
    listed = item(page.text, slug);
    expect(figure(listed, "open-rate")).toBe("48.25%");
    expect(listed).toContain("(Kit asked to slow down (429)): these are its figures as of 2 hours ago.");
  });

  it("no figures yet and the first call failing says so in words", async () => {
    const { kit, env, open } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    kit.mode = "server-error";
    await refreshDueIssueResults(env);
    const page = await open(ISSUES_PATH);
    expectStatus(page).toBe(200);
    expect(item(page.text, slug)).toContain("No figures from Kit yet: the last try failed (Kit failed (500)); it is tried again within 5 minutes.");
  });

  it("a read that ended without figures is asked again after a minute, not 30: a failed call, or a run cut off after its claim", async () => {
    const { kit, env, open } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    kit.failNext = ["server-error"];
    expect((await refreshDueIssueResults(env)).failed).toBe(1);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 0.5 * MINUTE))).refreshed).toBe(0);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 2 * MINUTE))).refreshed).toBe(1);
    expect(figure(item((await open(ISSUES_PATH)).text, slug), "recipients")).toBe("1,204");
    // Read: back to every 30 minutes.
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 4 * MINUTE))).refreshed).toBe(0);

    // A run that took the turn and was stopped before Kit answered (its waitUntil ended) leaves a claim only.
    const cut = await sentIssue(kit, { results: SENT });
    await db()
      .prepare("INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at) VALUES (?1, ?2, ?3)")
      .bind(cut.slug, cut.broadcastId, new Date().toISOString())
      .run();
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 0.5 * MINUTE))).refreshed).toBe(0);
    expect((await refreshDueIssueResults(env, new Date(Date.now() + 2 * MINUTE))).refreshed).toBe(1);
  });

  it("an issue never read goes first: issues whose reads keep failing, dated later and more than a run takes, do not crowd it out", async () => {
    const { kit, env } = setUp();
    const failing = [];
    for (let day = 0; day < 13; day++) failing.push(await sentIssue(kit, { daysAgo: -1 - day, results: SENT }));
    // Each failed its last read two minutes ago: all are due again (RESULTS_RETRY_MINUTES).
    const twoMinutesAgo = new Date(Date.now() - 2 * MINUTE).toISOString();
    await db().batch(
      failing.map(({ slug, broadcastId }) =>
        db()
          .prepare("INSERT INTO newsletter_issue_results (slug, broadcast_id, checked_at, failure) VALUES (?1, ?2, ?3, ?4)")
          .bind(slug, broadcastId, twoMinutesAgo, JSON.stringify({ code: "no-answer", kind: "timeout" })),
      ),
    );
    const fresh = await sentIssue(kit, { daysAgo: 3, results: SENT });
    await refreshDueIssueResults(env);
    const row = await db().prepare("SELECT fetched_at FROM newsletter_issue_results WHERE slug = ?1").bind(fresh.slug).first<{ fetched_at: string | null }>();
    expect(row?.fetched_at).toEqual(expect.any(String));
  });

  it("a broadcast he deleted in Kit's app is not asked of again: its last figures stay, and no call a minute goes to a 404", async () => {
    const { kit, env } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    expect((await refreshDueIssueResults(env)).refreshed).toBe(1);
    await db().prepare("UPDATE issue_broadcasts SET deleted_in_kit_at = ?2 WHERE slug = ?1").bind(slug, new Date().toISOString()).run();
    kit.requests.length = 0;
    expect(await refreshDueIssueResults(env, new Date(Date.now() + 31 * MINUTE))).toEqual({ refreshed: 0, failed: 0, taken: 0, gone: 0 });
    expect(resultCalls(kit)).toEqual([]);
  });

  it("every call goes through Kit's budget: with one request a minute, the clicks call waits for the budget, not Kit", async () => {
    const { kit, env } = setUp({ KIT_REQUESTS_PER_MINUTE: "1" } as Partial<Env>);
    await sentIssue(kit, { results: SENT });
    const report = await refreshDueIssueResults(env);
    expect(report.failed).toBe(1);
    // The stats took the one slot; the clicks were refused by the budget and never reached Kit.
    expect(resultCalls(kit)).toEqual(["GET /v4/broadcasts/{id}/stats"]);
    const row = await db().prepare("SELECT failure, fetched_at FROM newsletter_issue_results").first<{ failure: string; fetched_at: string | null }>();
    expect(row).toEqual({ failure: JSON.stringify({ code: "budget-spent" }), fetched_at: null });
  });

  it("the five-minute cron refreshes the results owed", async () => {
    const { kit, env } = setUp();
    await sentIssue(kit, { results: SENT });
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env);
    expect(resultCalls(kit)).toEqual(["GET /v4/broadcasts/{id}/stats", "GET /v4/broadcasts/{id}/clicks"]);
    const row = await db().prepare("SELECT stats, top_links FROM newsletter_issue_results").first<{ stats: string; top_links: string }>();
    expect(JSON.parse(must(row).stats)).toMatchObject({ status: "completed", recipients: 1204, open_rate: 48.25 });
    expect(JSON.parse(must(row).top_links)).toEqual([
      { url: "https://www.example.com/contact", clicks: 40 },
      { url: "https://youtu.be/abc", clicks: 12 },
      { url: "https://www.example.com/guide?a=1&b=<b>bold</b>", clicks: 5 },
      // Every link is kept, for the issue's per-link rows.
      { url: "https://www.example.com/about", clicks: 2 },
    ]);
  });

  it("without Kit set up, nothing is asked and the list says no figures yet", async () => {
    const { kit, open } = setUp({ KIT_API_KEY: undefined } as Partial<Env>);
    const { slug } = await sentIssue(kit, { results: SENT });
    const page = await open(ISSUES_PATH);
    expectStatus(page).toBe(200);
    expect(item(page.text, slug)).toContain("No figures from Kit yet");
    expect(resultCalls(kit)).toEqual([]);
  });

  it("costs, for one sent issue, 2 Kit calls and 2 D1 rows written (the claim, then the figures)", async () => {
    const { kit, env } = setUp();
    const { slug } = await sentIssue(kit, { results: SENT });
    // Kit reported it sent at an earlier refresh (that refresh wrote one row more, once: the broadcast's sent_at).
    await db().prepare("UPDATE issue_broadcasts SET sent_at = ?2 WHERE slug = ?1").bind(slug, new Date().toISOString()).run();
    const rows = { read: 0, written: 0 };
    const tally = (result: D1Result) => {
      rows.read += result.meta.rows_read;
      rows.written += result.meta.rows_written;
      return result;
    };
    const counting = {
      prepare: (sql: string) => {
        const bound = (statement: D1PreparedStatement): D1PreparedStatement =>
          ({
            bind: (...values: unknown[]) => bound(statement.bind(...values)),
            run: async () => tally(await statement.run()),
            all: async () => tally(await statement.all()),
          }) as unknown as D1PreparedStatement;
        return bound(db().prepare(sql));
      },
    } as unknown as D1Database;
    expect((await refreshDueIssueResults({ ...env, DB: counting })).refreshed).toBe(1);
    expect(resultCalls(kit)).toHaveLength(2);
    expect(rows.written).toBe(2);
    console.log(`[results] one issue refreshed: ${rows.read} D1 rows read, ${rows.written} written, ${resultCalls(kit).length} Kit calls`);
  });
});
