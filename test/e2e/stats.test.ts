import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { StatsJson } from "../../src/stats/contract";
import { baseUrl, DESKTOP, PERSON_UA, touchToHydrate } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { asVisitor } from "./consent-visitor";

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

/** One person: their own browser context, address and a browser that does not announce automation. */
async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ ...DESKTOP, userAgent: PERSON_UA, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const page = await context.newPage();
  await asVisitor(page);
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
  it("counts N visits from a source and K hero-form signups exactly, with no cookie and nothing stored on the device", async () => {
    const source = `e2e${Date.now().toString(36)}`;
    const visits: Visit[] = [];
    for (let n = 0; n < N; n++) {
      const visited = await visit(`/?utm_source=${source}`);
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
    for (const { context } of visits) await context.close();
  });
});

describe("the owner's stats page", () => {
  it.each([
    ["phone", { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
    ["desktop", DESKTOP],
  ] as const)("reads at %s width: the page never scrolls sideways, wide tables scroll in their own box", async (_name, options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const response = await page.goto(new URL("/internal/stats?days=7", baseUrl()).href);
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
    const axe = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
});
