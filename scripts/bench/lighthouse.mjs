import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

/** Lighthouse's desktop preset (its throttling), at a 1280 px wide laptop screen. */
const laptop = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false } },
};
/** Lighthouse's mobile defaults (its throttling), at a 375 px wide phone screen. */
const phone = {
  extends: "lighthouse:default",
  settings: { formFactor: "mobile", screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false } },
};
import { median } from "./stats.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse (mobile, simulated throttling: its defaults; with `formFactor` "phone" the same at
 * 375 px, with "laptop" its desktop preset at 1280 px) for each route, `runs` times, reporting the median of each score and
 * metric: single runs on a busy shared machine swing by several points.
 */
export async function measureLighthouse(baseUrl, routes, chromiumPath, runs = 3, formFactor = "mobile") {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  const failures = [];
  try {
    for (const { path } of routes) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
        const run = () => lighthouse(new URL(path, baseUrl).href, flags, { phone, laptop }[formFactor]);
        let result = await run();
        // A run that failed to load the page (a busy machine) says nothing about the page: try once more.
        if (result?.lhr.runtimeError) result = await run();
        if (result?.lhr.runtimeError) failures.push(`${path}: ${result.lhr.runtimeError.code}`);
        else if (result) results.push(result.lhr);
      }
      const row = { path };
      for (const id of CATEGORIES) row[id] = Math.round(median(results.map((lhr) => lhr.categories[id]?.score ?? 0)) * 100);
      const metric = (id) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
      row["FCP ms"] = Math.round(metric("first-contentful-paint"));
      row["LCP ms"] = Math.round(metric("largest-contentful-paint"));
      row["TBT ms"] = Math.round(metric("total-blocking-time"));
      row.CLS = metric("cumulative-layout-shift").toFixed(3);
      row["blocking requests"] = median(results.map((lhr) => lhr.audits["render-blocking-resources"]?.details?.items?.length ?? 0));
      rows.push(row);
      // Binary audits that failed in most runs.
      const failed = new Map();
      for (const lhr of results) {
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") failed.set(audit.id, (failed.get(audit.id) ?? 0) + 1);
        }
      }
      for (const [id, count] of failed) if (count * 2 > results.length) failures.push(`${path}: ${id}`);
    }
  } finally {
    await chrome.kill();
  }
  return { rows, failures };
}
