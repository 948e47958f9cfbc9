import type { ConsoleMessage } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { notFound } from "../../src/content/errors";
import { baseUrl, DESKTOP, openPage, touchToHydrate } from "./browser";
import { browser } from "./fixture";
import { readRoutes } from "./routes";

const MISSING_PATH = "/no-such-page";
const paths = [...readRoutes().map((route) => route.path), MISSING_PATH];

/** What React reports when the browser's render differs from the server's (errors #418, #423, #425 in production). */
const HYDRATION_REPORT = /hydrat|did not match|react\.dev\/errors\/4(18|23|25)/i;

// The built site, and `npm run dev`, whose React development builds also report attributes that differ.
// On the built site a page's first request gets what the start-up warm-up rendered whole; asked for
// afresh (`Cache-Control: no-cache`), only the page is rendered, inside its shared shell
// (worker/pages/page-shell.tsx): both must hydrate cleanly.
const servers = [
  { build: "production", origin: () => baseUrl(), fresh: false },
  { build: "production (fresh renders, page inside the shared shell)", origin: () => baseUrl(), fresh: true },
  { build: "development", origin: () => inject("devUrl"), fresh: false },
];

describe.each(servers)("hydration with React's $build build", ({ origin, fresh }) => {
  it.each(paths)("%s: every island hydrates with the server's markup, and the console stays clean", async (path) => {
    const warnings: string[] = [];
    const { page, errors, close } = await openPage(browser, new URL(path, origin()).href, DESKTOP, async (page) => {
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      if (fresh) await page.setExtraHTTPHeaders({ "Cache-Control": "no-cache" });
    });
    const islands = await page.locator("[data-island]").all();
    for (const island of islands) await touchToHydrate(island);
    expect(await page.locator('[data-island]:not([data-hydrated="true"])').count()).toBe(0);
    // The 404 page reports the missing path on the console, as the specification asks; nothing else may.
    const expected = path === MISSING_PATH ? [`${notFound.consoleMessage} ${MISSING_PATH}`] : [];
    expect(errors.filter((error) => !/Failed to load resource: .* 404/.test(error) || path !== MISSING_PATH)).toEqual(expected);
    expect(warnings.filter((warning) => HYDRATION_REPORT.test(warning))).toEqual([]);
    await close();
  });
});
