import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DESK_PATH } from "../../../src/internal/desk";
import { ISSUES_PATH } from "../../../src/publishing/contract";
import type { IssueLinkRow, StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { refreshDueIssueResults } from "../../../worker/publishing";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { jsonPost, newKitAccount, publishingClient, validIssue } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";
import { utmSourceOf } from "../../../src/newsletter/link-tags";
import { expectStatus } from "../../support/refusal";

const UTM_SOURCE = utmSourceOf(owner.newsletterName);

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

const db = () => (testEnv as unknown as Env).DB;
beforeEach(async () => {
  await db().batch(["newsletter_issues", "newsletter_issue_results"].map((table) => db().prepare(`DELETE FROM ${table}`)));
  for (const { name } of (await testEnv.SIGNUPS_KV.list({ prefix: "event:" })).keys) await testEnv.SIGNUPS_KV.delete(name);
});

const today = () => new Date().toISOString().slice(0, 10);
const DRAFT = `HOOK: Which link books the talk?

INTRO:
Hey there, it's Jordan.

# The idea

Book the <a href="https://www.example.com/speaker-v1">Keynote</a> for your event, read the <a href="https://www.example.com/sales-page?plan=pro#faq">course</a> page, or watch <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">the video</a>.
`;

/** Kit's link clicks of a sent broadcast, in Kit's documented shape (rates are fractions). */
const click = (url: string, unique_clicks: number) => ({
  url,
  unique_clicks,
  click_to_delivery_rate: unique_clicks / 500,
  click_to_open_rate: unique_clicks / 250,
});

function setUp() {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", SITE_URL: SITE });
  return { kit, env, publish: publishingClient(env), send: siteClient(env) };
}

const reader = (n: number): Visitor => ({ ip: `203.0.113.${n + 10}`, ua: personUserAgent(700 + n) });

describe("an issue's links, from Kit's clicks to a booked talk", () => {
  it("tags the sent email's links, joins Kit's clicks to the visits, signup and inquiry they brought, per link and in total, on the results, the stats and the desk", async () => {
    const { kit, env, publish, send } = setUp();
    const fields = validIssue({ draft: DRAFT, title: "Which link books the talk" });
    const slug = must(fields.slug);
    expectStatus(await publish(ISSUES_PATH, jsonPost(fields))).toBe(201);

    // The email Kit got: links to the site tagged, the video's left as written.
    const [broadcast] = kit.broadcasts.broadcasts;
    const hrefs = [...(must(broadcast).content ?? "").matchAll(/href="([^"]+)"/g)].map((m) => must(m[1]).replaceAll("&amp;", "&"));
    const keynote = must(hrefs.find((href) => href.includes("utm_content=keynote")));
    const course = must(hrefs.find((href) => href.includes("utm_content=course")));
    expect(keynote).toBe(`${SITE}/speaker-v1?utm_source=${UTM_SOURCE}&utm_medium=email&utm_campaign=${slug}&utm_content=keynote`);
    expect(course).toBe(`${SITE}/sales-page?plan=pro&utm_source=${UTM_SOURCE}&utm_medium=email&utm_campaign=${slug}&utm_content=course#faq`);
    expect(hrefs).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

    // Readers follow the tagged links: three from the email to the keynote, one from the issue's page, one to the course,
    // and one whose mail app stripped the tags (direct).
    const beacon = (who: Visitor, href: string) => {
      const url = new URL(href);
      const tags = Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith("utm_")));
      return send("/api/view", {
        method: "POST",
        headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
        body: JSON.stringify({ path: url.pathname, referrer: "", ...tags }),
      });
    };
    for (const n of [0, 1, 2]) expectStatus(await beacon(reader(n), keynote)).toBe(204);
    await beacon(reader(3), keynote.replace("utm_medium=email", "utm_medium=web"));
    await beacon(reader(4), course);
    await beacon(reader(5), `${SITE}/speaker-v1`);
    // One keynote reader signs up, another sends an inquiry from the speaker page.
    const signup = await send("/api/subscribe", {
      method: "POST",
      headers: {
        Origin: SITE,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        "CF-Connecting-IP": reader(0).ip,
        "User-Agent": reader(0).ua,
      },
      body: JSON.stringify({ email: `reader-${slug}@example.org`, referrer: keynote }),
    });
    expectStatus(signup).toBe(200);
    const inquiry = await send("/api/inquiry", {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": reader(1).ip, "User-Agent": reader(1).ua },
      body: new URLSearchParams({
        name: "Ada Organiser",
        email: "ada@example.org",
        eventName: "Creator Week",
        dateFlexible: "on",
        format: "keynote",
        from: "/speaker-v1",
      }).toString(),
    });
    expectStatus(inquiry).toBe(303);

    const issueRows = async () => {
      const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
      expectStatus({ response, text }).toBe(200);
      return (JSON.parse(text) as StatsJson).issues.filter((row) => row.issue === slug);
    };
    const row = (rows: IssueLinkRow[], link: string | null) => rows.find((candidate) => candidate.link === link);

    // Kit has not reported the clicks yet: clicks null, the site's side already counted.
    let rows = await issueRows();
    expect(row(rows, "keynote")).toEqual({
      issue: slug,
      link: "keynote",
      url: `${SITE}/speaker-v1`,
      clicks: null,
      visitors: 4,
      signups: 1,
      confirmed: 0,
      bookings: 0,
      inquiries: 1,
    });

    // Kit sends it and reports its link clicks; the results' refresh reads them.
    kit.broadcasts.setResults(must(broadcast).id, {
      stats: { status: "completed", recipients: 500, open_rate: 50, emails_opened: 250, click_rate: 18, unsubscribes: 1, total_clicks: 95 },
      clicks: [click(keynote, 77), click("https://www.youtube.com/watch?v=dQw4w9WgXcQ", 9), click(course, 4)],
    });
    expect((await refreshDueIssueResults(env)).refreshed).toBe(1);

    rows = await issueRows();
    expect(row(rows, "keynote")).toEqual({
      issue: slug,
      link: "keynote",
      url: `${SITE}/speaker-v1`,
      clicks: 77,
      visitors: 4,
      signups: 1,
      confirmed: 0,
      bookings: 0,
      inquiries: 1,
    });
    expect(row(rows, "course")).toMatchObject({ url: `${SITE}/sales-page?plan=pro#faq`, clicks: 4, visitors: 1, signups: 0 });
    // A link off the site: Kit's clicks only.
    expect(row(rows, "the-video")).toEqual({
      issue: slug,
      link: "the-video",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      clicks: 9,
      visitors: null,
      signups: null,
      confirmed: null,
      bookings: null,
      inquiries: null,
    });
    expect(row(rows, "view-in-browser")).toMatchObject({ clicks: 0, visitors: 0 });
    // The total: the stripped reader is the site's (direct), not the issue's.
    expect(row(rows, null)).toEqual({ issue: slug, link: null, url: null, clicks: 90, visitors: 5, signups: 1, confirmed: 0, bookings: 0, inquiries: 1 });
    expect(new Set(rows.map((candidate) => candidate.link)).size).toBe(rows.length);

    // The issue's results on the list: one row per link.
    const list = (await publish(ISSUES_PATH)).text;
    const keynoteRow = new RegExp(`data-link-row="keynote" data-link-issue="${slug}">[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "";
    expect(keynoteRow).toContain('data-cell="clicks">77<');
    expect(keynoteRow).toContain('data-cell="visitors">4<');
    expect(keynoteRow).toContain('data-cell="inquiries">1<');
    expect(list).toContain("counts that visit as (direct)");

    // The stats page compares issues by link.
    const page = (await send("/internal/stats?days=7")).text;
    expect(page).toContain("Per issue and link");
    expect(page).toMatch(new RegExp(`data-link-row="\\(total\\)" data-link-issue="${slug}">[\\s\\S]*?data-cell="clicks">90<`));

    // The desk says it in one line.
    // The issue's day is his (his time zone), named as its weekday.
    const { date } = must(await db().prepare("SELECT date FROM newsletter_issues WHERE slug = ?1").bind(slug).first<{ date: string }>());
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(Date.parse(`${date}T12:00:00Z`));
    const desk = (await send(DESK_PATH)).text;
    expect(desk).toContain(`${weekday}&#x27;s issue: 90 clicks → 5 visits → 1 signup, 1 inquiry (Keynote)`);
  });
});
