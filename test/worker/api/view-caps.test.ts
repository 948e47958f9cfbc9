import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StatsJson } from "../../../src/stats/contract";
import type { Env } from "../../../worker/config";
import { ADDRESS_MINUTE, PAGE_MINUTE } from "../../../worker/api/view-guard";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";

const env: Env = { ...(testEnv as unknown as Env), SITE_URL: SITE, ENVIRONMENT: "development" };
const send = siteClient(env);
const today = () => new Date().toISOString().slice(0, 10);

function beacon(who: Visitor, body: object) {
  return send("/api/view", {
    method: "POST",
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", "CF-Connecting-IP": who.ip, "User-Agent": who.ua },
    body: JSON.stringify(body),
  });
}

async function stats(): Promise<StatsJson> {
  const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
  expect(response.status).toBe(200);
  return JSON.parse(text) as StatsJson;
}

/** Refusals are stored at most once a minute per isolate: a minute later, the next beacon stores the tally. */
let ahead = 0;
async function flushRefusals(): Promise<void> {
  ahead += 61_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ahead);
  await beacon({ ip: "192.0.2.250", ua: personUserAgent(250) }, { path: "/" });
  vi.useRealTimers();
}

const refusedFor = (report: StatsJson, reason: string) => report.refused.find((row) => row.reason === reason)?.beacons ?? 0;
const pageViews = (report: StatsJson, path: string) => report.pages.find((row) => row.path === path)?.views ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

describe("caps on view beacons", () => {
  it("counts 300 beacons for one page from one visitor within a minute as at most 10 views, and says why the rest were refused", async () => {
    const before = await stats();
    const who: Visitor = { ip: "192.0.2.10", ua: personUserAgent(10) };
    for (let n = 0; n < 300; n++) expect((await beacon(who, { path: "/contact" })).response.status).toBe(204);
    await flushRefusals();
    const after = await stats();
    expect(PAGE_MINUTE).toBeLessThanOrEqual(100);
    expect(pageViews(after, "/contact") - pageViews(before, "/contact")).toBe(PAGE_MINUTE);
    // Beyond the tenth, the page's cap refuses them; beyond the hundredth beacon, the address's cap first.
    expect(refusedFor(after, "page-minute") - refusedFor(before, "page-minute")).toBe(ADDRESS_MINUTE - PAGE_MINUTE);
    expect(refusedFor(after, "address-minute") - refusedFor(before, "address-minute")).toBe(300 - ADDRESS_MINUTE);
  });

  it("counts a room of browsers behind one address, each opening the page the speaker names: the page's cap is per visitor, not per address", async () => {
    const before = await stats();
    const room = 30;
    for (let n = 0; n < room; n++) expect((await beacon({ ip: "192.0.2.60", ua: personUserAgent(2000 + n) }, { path: "/newsletter" })).response.status).toBe(204);
    const after = await stats();
    expect(room).toBeGreaterThan(PAGE_MINUTE);
    expect(pageViews(after, "/newsletter") - pageViews(before, "/newsletter")).toBe(room);
  });

  it("counts every referrer's share page in one row, without the code, and never a signed progress page", async () => {
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
    const before = await stats();
    const paths = ["/", "/newsletter", "/resources", "/speaker", "/sales-page", "/privacy-policy", "/terms-of-service", "/cookie-policy", "/contact", "/newsletter/issues"];
    const posts = 150;
    for (let n = 0; n < posts; n++) await beacon({ ip: "192.0.2.20", ua: personUserAgent(1000 + n) }, { path: paths[n % paths.length] });
    await flushRefusals();
    const after = await stats();
    const counted = paths.reduce((sum, path) => sum + pageViews(after, path) - pageViews(before, path), 0) - 1; // less the flushing beacon's view of "/"
    expect(counted).toBe(ADDRESS_MINUTE);
    expect(refusedFor(after, "address-minute") - refusedFor(before, "address-minute")).toBe(posts - ADDRESS_MINUTE);
  });

  it("counts only the site's pages: published issues by their shape, anything else refused as an unknown page", async () => {
    const before = await stats();
    const unknown = ["/wp-admin", "/does-not-exist", `/${"a".repeat(250)}`, "/newsletter/issues/Bad_Slug", "/newsletter/issues/a/b", `/newsletter/issues/${"a".repeat(90)}`, "/internal-ish"];
    for (const [n, path] of unknown.entries()) await beacon({ ip: `192.0.2.${30 + n}`, ua: personUserAgent(30 + n) }, { path });
    await beacon({ ip: "192.0.2.40", ua: personUserAgent(40) }, { path: "/newsletter/issues/a-published-issue" });
    await flushRefusals();
    const after = await stats();
    for (const path of unknown) expect(after.pages.find((row) => row.path === path)).toBeUndefined();
    expect(pageViews(after, "/newsletter/issues/a-published-issue") - pageViews(before, "/newsletter/issues/a-published-issue")).toBe(1);
    expect(refusedFor(after, "unknown-page") - refusedFor(before, "unknown-page")).toBe(unknown.length);
  });

  it("counts bots' beacons as refused, not as views", async () => {
    const before = await stats();
    await beacon({ ip: "192.0.2.60", ua: "curl/8.5.0" }, { path: "/" });
    await flushRefusals();
    const after = await stats();
    expect(refusedFor(after, "bot") - refusedFor(before, "bot")).toBe(1);
  });
});
