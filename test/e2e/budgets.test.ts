import { describe, expect, it } from "vitest";
import {
  BEACON_BUDGET,
  BEACON_SCRIPT,
  CONSENT_SCRIPT,
  FORM_PAGE_JS_BUDGET,
  ISLAND_LOADER,
  openPageWithScripts,
  PHONE,
  REACT_CHUNK,
  touchToHydrate,
} from "./browser";
import { browser } from "./fixture";
import { readRoutes } from "./routes";
import { must } from "../../src/must.ts";

// The internal previewer hydrates at load, as the whole page is its island; it has its own budget
// (previewer-checks.test.ts).
const publicPaths = readRoutes()
  .filter((route) => !route.internal)
  .map((route) => route.path);

describe("JavaScript before any interaction", () => {
  it.each(publicPaths)("%s loads the consent script and the view beacon, plus the island loader if it has islands, and no React", async (path) => {
    const { page, scripts, gzipTotal, close } = await openPageWithScripts(browser, path, PHONE);
    const hasIslands = (await page.locator("[data-island]").count()) > 0;
    await close();
    const beacons = scripts.filter((script) => BEACON_SCRIPT.test(script.url));
    expect(beacons).toHaveLength(1);
    expect(must(beacons[0]).gzip).toBeLessThanOrEqual(BEACON_BUDGET);
    const others = scripts.map((script) => script.url).filter((url) => !CONSENT_SCRIPT.test(url) && !BEACON_SCRIPT.test(url));
    if (hasIslands) {
      expect(others).toHaveLength(1);
      expect(others[0]).toMatch(ISLAND_LOADER);
      expect(gzipTotal).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET);
    } else {
      expect(others).toEqual([]);
    }
  });
});

describe("JavaScript on the first touch", () => {
  it("loads React once for the two forms of the home page, and hydrates the one touched", async () => {
    const { page, scripts, close } = await openPageWithScripts(browser, "/", PHONE);
    const forms = page.locator("[data-island]");
    expect(await forms.count()).toBe(2);
    const react = () => scripts.filter((script) => REACT_CHUNK.test(script.url));
    await touchToHydrate(forms.first());
    await expect.poll(() => react().length).toBe(1);
    expect(await page.locator('[data-island][data-hydrated="true"]').count()).toBe(1);
    await touchToHydrate(forms.last());
    expect(await page.locator('[data-island][data-hydrated="true"]').count()).toBe(2);
    await page.waitForLoadState("networkidle");
    expect(react()).toHaveLength(1);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.info(`/ after touching its forms: ${total} B of JavaScript (gzip), of which React ${must(react()[0]).gzip} B`);
    await close();
  });
});
