import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { type StatsJson, VIEW_PATH } from "../../src/stats/contract";
import { baseUrl, BEACON_SCRIPT, DESKTOP, PERSON_UA, PHONE, touchToHydrate } from "./browser";
import { bannerStill } from "./consent-visitor";
import { browserTest, type VisitorOf } from "./fixture";
import { axeViolations } from "./axe";

const N = 4;
const K = 2;

const today = () => new Date().toISOString().slice(0, 10);

async function sourceRow(source: string) {
  const response = await fetch(`${baseUrl()}/internal/stats.json?from=${today()}&to=${today()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Set-Cookie")).toBeNull();
  const report = (await response.json()) as StatsJson;
  return report.sources.find((row) => row.source === source) ?? { views: 0, visitors: 0, signups: 0, confirmed: 0 };
}

interface Visit {
  context: BrowserContext;
  page: Page;
  storageWrites: () => Promise<number>;
}

/** One person (the fixture's visitor: their own context and address, navigator.webdriver false) in a desktop browser. */
async function visit(visitor: VisitorOf, path: string): Promise<Visit> {
  const { context, page } = await visitor({ ...DESKTOP, userAgent: PERSON_UA });
  // Counts every write to Web Storage made by the page's scripts.
  await page.addInitScript(() => {
    const writes = { count: 0 };
    (window as unknown as { __storageWrites: typeof writes }).__storageWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      writes.count++;
      return setItem.call(this, key, value);
    };
  });
  await page.goto(new URL(path, baseUrl()).href);
  return { context, page, storageWrites: () => page.evaluate(() => (window as unknown as { __storageWrites: { count: number } }).__storageWrites.count) };
}

describe("first-party stats in a browser", () => {
  browserTest("counts N visits from a source and K hero-form signups exactly, with no cookie and nothing stored on the device", async ({ visitor }) => {
    const source = `e2e${Date.now().toString(36)}`;
    const visits: Visit[] = [];
    for (let n = 0; n < N; n++) {
      const visited = await visit(visitor, `/?utm_source=${source}`);
      visits.push(visited);
      // The consent banner shows (a person's browser), and is left unanswered.
      await visited.page.getByRole("dialog", { name: "We use cookies" }).waitFor({ state: "visible" });
    }
    await expect.poll(() => sourceRow(source)).toMatchObject({ views: N, visitors: N, signups: 0 });
    for (const { page, storageWrites } of visits) {
      expect(await page.evaluate(() => document.cookie)).toBe("");
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
      expect(await storageWrites()).toBe(0);
    }

    for (const [n, { page }] of visits.slice(0, K).entries()) {
      const form = page.locator("form#hero-signup");
      await touchToHydrate(form);
      await form.getByLabel("Email address").fill(`stats-${source}-${n}@example.com`);
      await form.getByRole("button").click();
      await page.waitForURL("**/newsletter-thank-you");
      expect(await page.evaluate(() => document.cookie)).toBe("");
    }
    // The thank-you pages are views too, of the same visitors, so they count for the source they came from.
    await expect.poll(() => sourceRow(source)).toMatchObject({ views: N + K, visitors: N, signups: K, confirmed: 0 });
  });
});

describe("the owner's stats page", () => {
  browserTest.for([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("reads at %s width: the page never scrolls sideways, wide tables scroll in their own box", async ([, options], { visitor }) => {
    const { page } = await visitor(options);
    const beacons: string[] = [];
    page.on("request", (request) => void (new URL(request.url()).pathname === VIEW_PATH && beacons.push(request.url())));
    const response = await page.goto(new URL("/internal/stats?days=7", baseUrl()).href, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("What converts");
    // The range's own navigation (the owner's navigation above marks Stats as current too).
    expect(await page.locator('nav:not([aria-label="Owner\'s pages"]) a[aria-current="page"]').textContent()).toBe("Last 7 days");
    expect(await page.getByRole("navigation", { name: "Owner's pages" }).locator('a[aria-current="page"]').textContent()).toBe("Stats");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.locator("svg[role=img] title").count()).toBe(1);
    // After the visits above, the tables have rows: axe checks them too.
    expect(await page.locator("table").count()).toBeGreaterThan(1);
    // A person's browser: the cookie banner is part of what axe reads, once it stands still.
    await bannerStill(page);
    expect(await axeViolations(page)).toEqual([]);
    // His own page loads are not traffic: the page links no view beacon, so none is sent.
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect(loaded.filter((path) => BEACON_SCRIPT.test(path))).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
