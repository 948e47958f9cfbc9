import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { ADDRESS_MINUTE, PAGE_MINUTE } from "../../../worker/api/view-guard";
import { clockedRateLimit } from "../../support/clocked-rate-limit";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { draftText, publishingClient } from "../publishing/publish-harness";
import { expectStatus } from "../../support/refusal";

/**
 * The minute caps count in fixed windows. Each test holds the clock still at a chosen second of a
 * fresh minute (a different second in each, the last one included), with the caps counted on that
 * clock, so a burst never crosses a window's edge however long the machine takes to send it.
 */
const env: Env = {
  ...(testEnv as unknown as Env),
  SITE_URL: SITE,
  ENVIRONMENT: "development",
  VIEW_ADDRESS_LIMIT: clockedRateLimit("VIEW_ADDRESS_LIMIT"),
  VIEW_PAGE_LIMIT: clockedRateLimit("VIEW_PAGE_LIMIT"),
};
const send = siteClient(env);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The held clock: starts on the real one, or just after UTC midnight when that is under 20 minutes away (a test never spans two days). */
let clock = Date.now();
if (DAY - (clock % DAY) < 20 * MINUTE) clock += DAY - (clock % DAY);
const today = () => new Date(clock).toISOString().slice(0, 10);

/** Holds the clock at `second` of the next minute. */
function holdClockAt(second: number): void {
  clock = (Math.floor(clock / MINUTE) + 1) * MINUTE + second * 1000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
}

function beacon(who: Visitor, body: object) {
  return send("/api/view", {
    method: "POST",
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
    body: JSON.stringify(body),
  });
}

async function stats(): Promise<StatsJson> {
  const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
  expectStatus({ response, text }).toBe(200);
  return JSON.parse(text) as StatsJson;
}

/** Refusals are stored at most once a minute per isolate: a minute later, the next beacon stores the tally. */
async function flushRefusals(): Promise<void> {
  clock += 61_000;
  vi.setSystemTime(clock);
  await beacon({ ip: "192.0.2.250", ua: personUserAgent(250) }, { path: "/" });
}

const refusedFor = (report: StatsJson, reason: string) => report.refused.find((row) => row.reason === reason)?.beacons ?? 0;
const pageViews = (report: StatsJson, path: string) => report.pages.find((row) => row.path === path)?.views ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

describe("caps on view beacons", () => {
  it("counts 300 beacons for one page from one visitor within a minute as at most 10 views, and says why the rest were refused", async () => {
    holdClockAt(59);
    const before = await stats();
    const who: Visitor = { ip: "192.0.2.10", ua: personUserAgent(10) };
    for (let n = 0; n < 300; n++) expectStatus(await beacon(who, { path: "/contact" })).toBe(204);
    await flushRefusals();
    const after = await stats();
    expect(PAGE_MINUTE).toBeLessThanOrEqual(100);
    expect(pageViews(after, "/contact") - pageViews(before, "/contact")).toBe(PAGE_MINUTE);
    // Beyond the tenth, the page's cap refuses them; beyond the hundredth beacon, the address's cap first.
    expect(refusedFor(after, "page-minute") - refusedFor(before, "page-minute")).toBe(ADDRESS_MINUTE - PAGE_MINUTE);
    expect(refusedFor(after, "address-minute") - refusedFor(before, "address-minute")).toBe(300 - ADDRESS_MINUTE);
  });

  it("counts a room of browsers behind one address, each opening the page the speaker names: the page's cap is per visitor, not per address", async () => {
    holdClockAt(0);
    const before = await stats();
    const room = 30;
    for (let n = 0; n < room; n++) expectStatus(await beacon({ ip: "192.0.2.60", ua: personUserAgent(2000 + n) }, { path: "/newsletter" })).toBe(204);
    const after = await stats();
    expect(room).toBeGreaterThan(PAGE_MINUTE);
    expect(pageViews(after, "/newsletter") - pageViews(before, "/newsletter")).toBe(room);
  });

  it("counts every referrer's share page in one row, without the code, and never a signed progress page", async () => {
    holdClockAt(17);
    const before = await stats();
    await beacon({ ip: "192.0.2.70", ua: personUserAgent(70) }, { path: "/r/7k2m9q4x1c" });
    await beacon({ ip: "192.0.2.71", ua: personUserAgent(71) }, { path: "/r/a3b4c5d6e7" });
    await beacon({ ip: "192.0.2.72", ua: personUserAgent(72) }, { path: "/r/7k2m9q4x1c/progress/c2lnbmF0dXJl" });
    await flushRefusals();
    const after = await stats();
    expect(pageViews(after, "/r/") - pageViews(before, "/r/")).toBe(2);
    expect(after.pages.some((row) => row.path.startsWith("/r/") && row.path !== "/r/")).toBe(false);
    expect(refusedFor(after, "unknown-page") - refusedFor(before, "unknown-page")).toBe(1);
  });

  it("caps one address rotating user agents (a new visitor hash each time) across pages", async () => {
    holdClockAt(45);
    const before = await stats();
    const paths = [
      "/",
      "/newsletter",
      "/resources",
      "/speaker",
      "/sales-page",
      "/privacy-policy",
      "/terms-of-service",
      "/cookie-policy",
      "/contact",
      "/newsletter/issues",
    ];
    const posts = 150;
    for (let n = 0; n < posts; n++) await beacon({ ip: "192.0.2.20", ua: personUserAgent(1000 + n) }, { path: paths[n % paths.length] });
    await flushRefusals();
    const after = await stats();
    const counted = paths.reduce((sum, path) => sum + pageViews(after, path) - pageViews(before, path), 0) - 1; // less the flushing beacon's view of "/"
    expect(counted).toBe(ADDRESS_MINUTE);
    expect(refusedFor(after, "address-minute") - refusedFor(before, "address-minute")).toBe(posts - ADDRESS_MINUTE);
  });

  it("counts only the site's pages: published issues by their shape, anything else refused as an unknown page", async () => {
    holdClockAt(31);
    const before = await stats();
    const unknown = [
      "/wp-admin",
      "/does-not-exist",
      `/${"a".repeat(250)}`,
      "/newsletter/issues/Bad_Slug",
      "/newsletter/issues/a/b",
      `/newsletter/issues/${"a".repeat(90)}`,
      "/internal-ish",
    ];
    for (const [n, path] of unknown.entries()) await beacon({ ip: `192.0.2.${30 + n}`, ua: personUserAgent(30 + n) }, { path });
    await beacon({ ip: "192.0.2.40", ua: personUserAgent(40) }, { path: "/newsletter/issues/a-published-issue" });
    await flushRefusals();
    const after = await stats();
    for (const path of unknown) expect(after.pages.find((row) => row.path === path)).toBeUndefined();
    expect(pageViews(after, "/newsletter/issues/a-published-issue") - pageViews(before, "/newsletter/issues/a-published-issue")).toBe(1);
    expect(refusedFor(after, "unknown-page") - refusedFor(before, "unknown-page")).toBe(unknown.length);
  });

  it("counts bots' beacons as refused, not as views", async () => {
    holdClockAt(52);
    const before = await stats();
    await beacon({ ip: "192.0.2.60", ua: "curl/8.5.0" }, { path: "/" });
    await flushRefusals();
    const after = await stats();
    expect(refusedFor(after, "bot") - refusedFor(before, "bot")).toBe(1);
  });
});

describe("the owner's own page loads", () => {
  /** A password that meets the rule, as `openssl rand -base64 24` would give. */
  const STRONG = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
  const ownerEnv: Env = { ...env, PREVIEW_PASSWORD: STRONG };
  const sendAsSite = siteClient(ownerEnv);
  const signedIn = { Authorization: `Basic ${btoa(`owner:${STRONG}`)}` };
  const ownerBeacon = (who: Visitor, body: object, extra: Record<string, string> = {}) =>
    sendAsSite("/api/view", {
      method: "POST",
      headers: {
        Origin: SITE,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        "CF-Connecting-IP": who.ip,
        "User-Agent": who.ua,
        ...extra,
      },
      body: JSON.stringify(body),
    });
  const ownerStats = async (): Promise<StatsJson> => {
    const { response, text } = await sendAsSite(`/internal/stats.json?from=${today()}&to=${today()}`, { headers: signedIn });
    expectStatus({ response, text }).toBe(200);
    return JSON.parse(text) as StatsJson;
  };
  const refusedTotal = (report: StatsJson) => report.refused.reduce((sum, row) => sum + row.beacons, 0);
  const viewsTotal = (report: StatsJson) => report.totals.views;
  const BEACON_TAG = /<script type="module" src="[^"]*beacon[^"]*"/;

  it("his pages link no view beacon, the public pages do", async () => {
    // His pages as the publishing tests call them (a draft's page sets its device cookie).
    const asOwner = publishingClient(ownerEnv);
    const draft = await asOwner("/internal/drafts", {
      method: "POST",
      headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Accept: "application/json", ...signedIn },
      body: JSON.stringify({ text: draftText("A hook of his own."), style: "magazine", title: "His draft" }),
    });
    expectStatus(draft).toBe(201);
    const id = (JSON.parse(draft.text) as { draft: { id: string } }).draft.id;
    for (const path of ["/internal", "/internal/issues", "/internal/stats", "/internal/signups", `/internal/drafts/${id}/preview`, "/newsletter-preview"]) {
      const { response, text } = await asOwner(path, { headers: signedIn });
      expect(response.status, path).toBe(200);
      expect(text, path).not.toMatch(BEACON_TAG);
    }
    for (const path of ["/", "/newsletter"]) expect((await sendAsSite(path)).text, path).toMatch(BEACON_TAG);
  });

  it("a beacon of one of his pages, or of any page with his sign-in along, counts neither as a view nor as a refused beacon", async () => {
    holdClockAt(23);
    const before = await ownerStats();
    const him: Visitor = { ip: "192.0.2.90", ua: personUserAgent(90) };
    // What an open tab of each owner page would send: the desk, his lists, a preview, the previewer.
    const ownerPages = [
      "/internal",
      "/internal/issues",
      "/internal/drafts/0b6c5f1e-8a7d-4c1e-9a51-3f0e2b7d9c44/preview",
      "/internal/stats",
      "/newsletter-preview",
    ];
    for (const path of ownerPages) expect((await ownerBeacon(him, { path }, signedIn)).response.status, path).toBe(204);
    for (const path of ownerPages) expect((await ownerBeacon(him, { path })).response.status, path).toBe(204);
    // His own look at public pages while signed in.
    for (const path of ["/", "/newsletter", "/videos/some-video"]) expectStatus(await ownerBeacon(him, { path }, signedIn)).toBe(204);
    // Someone else's wrong password is not his sign-in: that view counts.
    const stranger: Visitor = { ip: "192.0.2.91", ua: personUserAgent(91) };
    await ownerBeacon(stranger, { path: "/contact" }, { Authorization: `Basic ${btoa("owner:guess")}` });
    clock += 61_000;
    vi.setSystemTime(clock);
    await ownerBeacon({ ip: "192.0.2.251", ua: personUserAgent(251) }, { path: "/" });
    const after = await ownerStats();
    expect(refusedTotal(after) - refusedTotal(before)).toBe(0);
    // The stranger's view and the flushing beacon's view, nothing of his.
    expect(viewsTotal(after) - viewsTotal(before)).toBe(2);
    expect(pageViews(after, "/contact") - pageViews(before, "/contact")).toBe(1);
    for (const path of [...ownerPages, "/newsletter", "/videos/some-video"]) expect(pageViews(after, path) - pageViews(before, path), path).toBe(0);
  });
});
