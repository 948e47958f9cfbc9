import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_SCRIPT, FORM_PAGE_JS_BUDGET, launchBrowser, openPageWithScripts, PHONE } from "./browser";
import { readRoutes } from "./routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scriptsOf(path: string) {
  const { page, scripts, gzipTotal, close } = await openPageWithScripts(browser, path, PHONE);
  const hasIslands = (await page.locator("[data-island]").count()) > 0;
  await close();
  return { scripts, hasIslands, total: gzipTotal };
}

describe("JavaScript budgets", () => {
  it.each(readRoutes().map((route) => route.path))("%s ships no component runtime without islands, and at most 80 KB with them", async (path) => {
    const { scripts, hasIslands, total } = await scriptsOf(path);
    if (hasIslands) {
      expect(total).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET);
    } else {
      expect(scripts.map((script) => script.url).filter((url) => !CONSENT_SCRIPT.test(url))).toEqual([]);
    }
  });
});
