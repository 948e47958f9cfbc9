import { chromium } from "playwright-core";
import { gzipBytes, median } from "./stats.mjs";
import { CHROMIUM_ARGS } from "../chromium-args.mts";

/** Bytes (gzip) of the HTML, CSS and JavaScript a page makes the browser load, measured in Chromium. */
export async function measurePageWeights(baseUrl, routes, chromiumPath) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const { path } of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const bodies = { document: [], stylesheet: [], script: [] };
      const pending = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type in bodies)
          pending.push(
            response.body().then(
              (body) => bodies[type].push(gzipBytes(body)),
              () => {},
            ),
          );
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      await Promise.all(pending);
      const sum = (list) => list.reduce((a, b) => a + b, 0);
      rows.push({ path, html: sum(bodies.document), css: sum(bodies.stylesheet), js: sum(bodies.script), scripts: bodies.script.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Wall time of one request, body included, in milliseconds. */
export async function requestMs(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * What a fresh render costs, measured from outside: the median time of a request that renders
 * afresh (no-cache) minus the median time of the same page from the page cache, interleaved one
 * by one on one connection. Workers' clocks stand still while code runs (even locally, in this
 * workerd), so Server-Timing reads 0 and cannot time a render; the difference of two requests
 * through the same runtime can.
 */
export async function measureRenderTimes(baseUrl, routes, samples = 40) {
  const rows = [];
  for (const { path } of routes) {
    const url = new URL(path, baseUrl);
    const fresh = [];
    const cached = [];
    await requestMs(url); // fills the page cache
    for (let i = 0; i < samples; i++) {
      fresh.push(await requestMs(url, { "Cache-Control": "no-cache" }));
      cached.push(await requestMs(url));
    }
    rows.push({ path, freshMs: median(fresh), cachedMs: median(cached), renderMs: median(fresh) - median(cached) });
  }
  return rows;
}
