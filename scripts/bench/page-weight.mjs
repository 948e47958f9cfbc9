import { chromium } from "playwright-core";
import { gzipBytes, median } from "./stats.mjs";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

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
        if (type in bodies) pending.push(response.body().then((body) => bodies[type].push(gzipBytes(body)), () => {}));
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

/** Median render time reported in Server-Timing, rendering afresh each time (no-cache). */
export async function measureRenderTimes(baseUrl, routes, samples = 40) {
  const rows = [];
  for (const { path } of routes) {
    const durations = [];
    for (let i = 0; i < samples; i++) {
      const response = await fetch(new URL(path, baseUrl), { headers: { "Cache-Control": "no-cache" } });
      await response.arrayBuffer();
      const match = /render;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "");
      if (match) durations.push(Number(match[1]));
    }
    rows.push({ path, renderMs: durations.length ? median(durations) : NaN });
  }
  return rows;
}
