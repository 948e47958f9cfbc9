import { describe, expect, it } from "vitest";
import { guideAddresses } from "../../src/content/guide-record";
import { guideList } from "../../src/content/guides";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser } from "./fixture";

const landings = guideList.map((guide) => guideAddresses(guide).landingPath);
const thankYous = guideList.map((guide) => guideAddresses(guide).thankYouPath);
const SCREENS = [
  "/",
  "/newsletter",
  ...landings,
  "/resources",
  "/newsletter-thank-you",
  ...thankYous,
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/contact",
];
/** Pages with a signup form or the resources filter: the only ones that hydrate islands. */
const INTERACTIVE = new Set(["/", "/newsletter", ...landings, "/resources"]);

describe("marketing screens in Chromium", () => {
  it.each(SCREENS)("%s loads every image with no console error, fits a phone, and loads the island script only if it has a form", async (path) => {
    const { page, errors, failedRequests, close } = await openPage(browser, path, PHONE);
    await page.waitForLoadState("networkidle");
    // Scroll through so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState("networkidle");
    const broken = await page
      .locator("img")
      .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? ""));
    expect(scripts.some((src) => /islands/.test(src))).toBe(INTERACTIVE.has(path));
    await close();
  });

  it.each(guideList.map((guide) => guideAddresses(guide).downloadHref))("serves %s as a real PDF", async (file) => {
    const response = await fetch(new URL(file, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/pdf/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it("serves the 1200x630 default share image", async () => {
    const response = await fetch(new URL("/images/og-default.png", baseUrl()));
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const view = new DataView(await response.arrayBuffer());
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  it("serves the web manifest the document links, and every icon it lists", async () => {
    const manifest = (await (await fetch(new URL("/site.webmanifest", baseUrl()))).json()) as { icons: { src: string }[] };
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, baseUrl()))).status).toBe(200);
  });

  it.each([
    ["/", PHONE],
    ["/", DESKTOP],
    ["/resources", DESKTOP],
    ["/lead-magnet", PHONE],
  ] as const)("%s does not shift its layout while loading", async (path, device) => {
    const { page, close } = await openPage(browser, path, device, async (page) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
    });
    await page.waitForLoadState("networkidle");
    const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(total).toBeLessThan(0.01);
    await close();
  });
});
