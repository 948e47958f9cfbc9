import { env as testEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import type { StatsJson } from "../../../src/stats/contract";
import { FakeKitWebhooks, type FakeWebhookEndpoint } from "../../fakes/fake-kit-webhooks";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const SECRET = "test-webhook-secret-123";
const today = () => new Date().toISOString().slice(0, 10);

const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development", KIT_WEBHOOK_SECRET: SECRET };
const send = siteClient(env);

const visitor = (n: number, tag: string): Visitor => ({ ip: `203.0.${tag.length}.${n + 1}`, ua: personUserAgent(n) });

function beacon(who: Visitor, body: object, headers: Record<string, string> = {}) {
  return send("/api/view", {
    method: "POST",
    headers: {
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      "CF-Connecting-IP": who.ip,
      "User-Agent": who.ua,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function signup(who: Visitor, email: string, page: string) {
  return send("/api/subscribe", {
    method: "POST",
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
    body: JSON.stringify({ email, referrer: `${SITE}${page}` }),
  });
}

/** Kit's side: an endpoint registered with the site's signing secret, and its signed deliveries. */
const kitWebhooks = new FakeKitWebhooks();
const endpoint: FakeWebhookEndpoint = { id: 1, url: `${SITE}/api/kit-webhook`, events: ["subscriber.activated"], name: "Sample site", secrets: [SECRET] };
const postToSite = async (request: Request) => {
  const { response, text } = await send(new URL(request.url).pathname, { method: "POST", headers: request.headers, body: await request.text() });
  return new Response(text, { status: response.status, headers: response.headers });
};
/** Kit's delivery of one subscriber.activated event (a new event id unless `id` repeats one). */
const activation = (email: string, id?: string) =>
  kitWebhooks.send(endpoint, must(kitWebhooks.deliveries([kitWebhooks.subscriberEvent("subscriber.activated", email, id)])[0]), postToSite);

async function stats(): Promise<StatsJson> {
  const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
  expectStatus({ response, text }).toBe(200);
  return JSON.parse(text) as StatsJson;
}

describe("from view to confirmed subscriber", () => {
  it("counts N beacon views and K signups for the page and its source, then one confirmation once", async () => {
    const N = 5;
    const K = 2;
    const source = `x${crypto.randomUUID().slice(0, 8)}`;
    const visitors = Array.from({ length: N }, (_, n) => visitor(n, source));
    for (const who of visitors) {
      const { response, text } = await beacon(who, { path: "/resources", referrer: "", utm_source: source });
      expectStatus({ response, text }).toBe(204);
    }
    // Not counted: a crawler, a headless browser, an HTTP library, and a prefetch.
    for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 HeadlessChrome/150.0", "curl/8.5.0", ""]) {
      expectStatus(await beacon({ ip: "198.51.100.9", ua }, { path: "/resources", utm_source: source })).toBe(204);
    }
    expectStatus(await beacon(visitor(90, source), { path: "/resources", utm_source: source }, { "Sec-Purpose": "prefetch" })).toBe(204);
    expectStatus(await beacon(visitor(91, source), { path: "/resources", utm_source: source }, { Purpose: "prefetch" })).toBe(204);

    const emails = visitors.slice(0, K).map((_, n) => `reader-${source}-${n}@example.org`);
    for (const [n, email] of emails.entries()) {
      const { response, text } = await signup(must(visitors[n]), email, `/resources?utm_source=${source}`);
      expectStatus({ response, text }).toBe(200);
    }

    let report = await stats();
    const page = () => report.pages.find((row) => row.path === "/resources");
    const bySource = () => report.sources.find((row) => row.source === source);
    expect(bySource()).toMatchObject({ views: N, visitors: N, signups: K, confirmed: 0 });
    expect(page()).toMatchObject({ views: expect.any(Number), signups: expect.any(Number) });
    expect(must(page()).views).toBeGreaterThanOrEqual(N);
    expect(Object.keys(report).sort()).toEqual([
      "experiments",
      "forms",
      "from",
      "issues",
      "outsideSite",
      "pages",
      "refused",
      "sources",
      "to",
      "totals",
      "videos",
    ]);

    // Kit confirms one of them; a second delivery of the same webhook changes nothing.
    const first = await activation(must(emails[0]).toUpperCase(), `confirm-${source}`);
    expectStatus(first).toBe(200);
    const again = await activation(must(emails[0])); // a new event for the same subscriber: counted once all the same
    expectStatus(again).toBe(200);
    report = await stats();
    expect(bySource()).toMatchObject({ views: N, visitors: N, signups: K, confirmed: 1 });
  });

  it("counts a Global Privacy Control view without a visitor hash", async () => {
    const source = `gpc${crypto.randomUUID().slice(0, 8)}`;
    await beacon(visitor(1, source), { path: "/contact", utm_source: source }, { "Sec-GPC": "1" });
    const report = await stats();
    expect(report.sources.find((row) => row.source === source)).toMatchObject({ views: 1, visitors: 0 });
  });

  it("keeps the external referrer's host as the source and drops the site's own host", async () => {
    const who = visitor(7, "referrer-test");
    await beacon(who, { path: "/speaker", referrer: "https://news.example.net/some/story?id=1" });
    const report = await stats();
    expect(report.sources.find((row) => row.source === "news.example.net")).toMatchObject({ medium: "referral", views: 1 });
  });
});

describe("signups the stats record", () => {
  it("records a no-JavaScript form post with its page and the magnet's slug, and not the honeypot", async () => {
    const source = `form${crypto.randomUUID().slice(0, 8)}`;
    const who = visitor(3, source);
    const post = (fields: Record<string, string>) =>
      send("/api/subscribe", {
        method: "POST",
        headers: {
          Origin: SITE,
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": who.ip,
          "User-Agent": who.ua,
          Referer: `${SITE}/youtube-seo-checklist?utm_source=${source}`,
        },
        body: new URLSearchParams(fields).toString(),
      });
    expectStatus(await post({ email: `form-${source}@example.org`, magnet: "youtube-seo-checklist", source: "/youtube-seo-checklist" })).toBe(303);
    expectStatus(await post({ email: `bot-${source}@example.org`, website: "https://spam.example", source: "/youtube-seo-checklist" })).toBe(303);
    const report = await stats();
    expect(report.sources.find((row) => row.source === source)).toMatchObject({ signups: 1 });
    expect(must(report.forms.find((row) => row.form === "youtube-seo-checklist")).signups).toBeGreaterThanOrEqual(1);
  });
});

describe("POST /api/view refuses", () => {
  const person = visitor(0, "refusals");
  it("other origins", async () => {
    expect((await beacon(person, { path: "/" }, { Origin: "https://evil.example" })).response.status).toBe(403);
  });
  it("garbage and bodies that are not JSON", async () => {
    expect((await send("/api/view", { method: "POST", headers: { Origin: SITE, "Content-Type": "application/json" }, body: "{nope" })).response.status).toBe(
      400,
    );
    expect((await send("/api/view", { method: "POST", headers: { Origin: SITE, "Content-Type": "text/plain" }, body: "{}" })).response.status).toBe(415);
  });
  it("bodies over the API limit", async () => {
    expect((await beacon(person, { path: "/", referrer: "x".repeat(5000) })).response.status).toBe(413);
  });
});

describe("GET /internal/stats.json", () => {
  it("answers 400 with a clear message to bad dates and to ranges over 366 days", async () => {
    for (const query of [
      "",
      "?from=2026-02-30&to=2026-03-01",
      "?from=yesterday&to=today",
      "?from=2026-03-02&to=2026-03-01",
      "?from=2024-01-01&to=2026-01-01",
    ]) {
      const { response, text } = await send(`/internal/stats.json${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.parse(text).error).toMatch(/YYYY-MM-DD|after|at most 366/);
    }
  });
});

describe("the owner's stats page", () => {
  it("renders the chart and the tables, never cached and not indexed", async () => {
    await beacon(visitor(5, "page-test"), { path: "/newsletter", utm_source: "youtube", utm_medium: "video", utm_content: "dQw4w9WgXcQ" });
    const { response, text } = await send("/internal/stats?days=7");
    expectStatus({ response, text }).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(text).toContain("<svg");
    expect(text).toContain('aria-current="page"');
    for (const heading of ["Per page", "Per source", "Per YouTube video", "Per form or guide"]) expect(text).toContain(heading);
    expect(text).toContain("dQw4w9WgXcQ");
  });

  it("is closed in production without a password, page and JSON alike", async () => {
    const inProduction = siteClient({ ...env, ENVIRONMENT: "production", PREVIEW_PASSWORD: undefined });
    for (const path of ["/internal/stats", `/internal/stats.json?from=${today()}&to=${today()}`]) {
      const { response, text } = await inProduction(path);
      expect(response.status, path).toBe(503);
      expect(text).not.toContain('"totals"');
    }
    const guarded = siteClient({ ...env, ENVIRONMENT: "production", PREVIEW_PASSWORD: "owner-password-7Hq2Zx" });
    expect((await guarded(`/internal/stats.json?from=${today()}&to=${today()}`)).response.status).toBe(401);
  });
});
