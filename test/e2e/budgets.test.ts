import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./browser";
import { readRoutes } from "./routes";

/** Pages with a form may ship this much JavaScript (gzip), all told. */
const FORM_PAGE_JS_BUDGET = 80 * 1024;
/** On a page without islands, the consent start-up and its library are the only scripts. */
const CONSENT_SCRIPT = /\/(assets\/consent-[\w-]+\.js|vendor\/cookieconsent\/[\w.-]+\.js)$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scriptsOf(path: string) {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  const { page, close } = await openPage(browser, path, PHONE, (page) => {
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => void scripts.push({ url, gzip: gzipSync(body, { level: 9 }).length })));
    });
  });
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const hasIslands = (await page.locator("[data-island]").count()) > 0;
  await close();
  return { scripts, hasIslands, total: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

describe("JavaScript budgets", () => {
  it.each(readRoutes().map((route) => route.path))("%s ships no React without islands, and at most 80 KB with them", async (path) => {
    const { scripts, hasIslands, total } = await scriptsOf(path);
    if (hasIslands) {
      expect(total).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET);
    } else {
      expect(scripts.map((script) => script.url).filter((url) => !CONSENT_SCRIPT.test(url))).toEqual([]);
    }
  });
});
