import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DIST_DIR } from "../../build/dist-dir";
import { baseUrl, openPage, PHONE } from "./browser";
import { browser } from "./fixture";
import { asVisitor } from "./consent-visitor";
import { readRoutes } from "./routes";
import { must } from "../../src/must.ts";

/** What fits in the first round trip (TCP's initial window, about 14 KB): HTML and the CSS it blocks on. */
const FIRST_ROUND_TRIP = 14 * 1024;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const paths = [...readRoutes().map((route) => route.path), "/no-such-page"];
// The internal previewer carries its drafts in the page; the first-round-trip budget is for visitors' pages.
const publicPaths = [
  ...readRoutes()
    .filter((route) => !route.internal)
    .map((route) => route.path),
  "/no-such-page",
];

async function htmlOf(path: string) {
  const response = await fetch(new URL(path, baseUrl()), { headers: { "Accept-Encoding": "identity" } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const inlineCss = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => must(match[1]));
  const blockingLinks = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag));
  const styleSrc =
    (response.headers.get("Content-Security-Policy") ?? "")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("style-src")) ?? "";
  return { html, inlineCss, blockingLinks, styleSrc: styleSrc.split(/\s+/).slice(1) };
}

const classesOf = (css: string) => new Set([...css.replace(/"[^"]*"/g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => must(match[1])));

describe("CSS budgets", () => {
  it.each(paths)("%s waits for no stylesheet: one inline sheet within 14 KB gzip", async (path) => {
    const { inlineCss, blockingLinks } = await htmlOf(path);
    expect(blockingLinks).toEqual([]);
    expect(inlineCss).toHaveLength(1);
    expect(gzip(must(inlineCss[0]))).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it.each(publicPaths)("%s paints from its first round trip: HTML and inline CSS within 14 KB gzip", async (path) => {
    const { html } = await htmlOf(path);
    expect(gzip(html)).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it.each(publicPaths)("%s allows its inline styles by hash, never 'unsafe-inline'", async (path) => {
    const { inlineCss, styleSrc } = await htmlOf(path);
    const hash = `'sha256-${createHash("sha256").update(must(inlineCss[0])).digest("base64")}'`;
    expect(styleSrc).toContain(hash);
    expect(styleSrc).not.toContain("'unsafe-inline'");
  });

  it("a page carries only the rules of what it renders: the home page has none of the previewer's", async () => {
    const site = readdirSync(join(DIST_DIR, "client", "assets"))
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(DIST_DIR, "client", "assets", file), "utf8"))
      .join("");
    const home = must((await htmlOf("/")).inlineCss[0]);
    const previewer = must((await htmlOf("/newsletter-preview")).inlineCss[0]);
    const others = await Promise.all(publicPaths.map(async (path) => must((await htmlOf(path)).inlineCss[0])));
    const elsewhere = new Set(others.flatMap((css) => [...classesOf(css)]));
    const previewerOnly = [...classesOf(previewer)].filter((name) => !elsewhere.has(name));
    expect(previewerOnly.length).toBeGreaterThan(10);
    expect([...classesOf(home)].filter((name) => previewerOnly.includes(name))).toEqual([]);
    expect(gzip(home)).toBeLessThan(gzip(site) * 0.5);
  });
});

describe("consent library after the first paint", () => {
  it("its CSS and script are requested after the first contentful paint, and the banner shifts nothing", async () => {
    const { page, errors, close } = await openPage(browser, "/", PHONE, (page) => asVisitor(page));
    await page.getByRole("dialog", { name: "We use cookies" }).waitFor({ state: "visible" });
    const timing = await page.evaluate(
      () =>
        new Promise<{ fcp: number; library: { name: string; start: number }[]; shift: number }>((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          const library = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/vendor/cookieconsent/"))
            .map((entry) => ({ name: entry.name, start: entry.startTime }));
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shift += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          // Buffered entries are delivered before the next frame.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve({ fcp, library, shift })));
        }),
    );
    expect(timing.library.map((entry) => must(entry.name.split("/").pop()).replace(/\.\w+\./, ".")).sort()).toEqual([
      "cookieconsent.css",
      "cookieconsent.umd.js",
    ]);
    for (const entry of timing.library) expect(entry.start).toBeGreaterThan(timing.fcp);
    expect(timing.shift).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
