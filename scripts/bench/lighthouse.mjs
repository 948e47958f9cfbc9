import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse (mobile, default throttling) scores for each route, in the installed Chromium. */
export async function measureLighthouse(baseUrl, routes, chromiumPath) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  const failures = [];
  try {
    for (const { path } of routes) {
      const run = () => lighthouse(new URL(path, baseUrl).href, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      let result = await run();
      // A run that failed to load the page (a busy machine) says nothing about the page: try once more.
      if (result?.lhr.runtimeError) result = await run();
      if (result?.lhr.runtimeError) failures.push(`${path}: ${result.lhr.runtimeError.code}`);
      const categories = result?.lhr.categories ?? {};
      const row = { path };
      for (const id of CATEGORIES) row[id] = Math.round((categories[id]?.score ?? 0) * 100);
      rows.push(row);
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") failures.push(`${path}: ${audit.id}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return { rows, failures };
}
