import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element: a stable key, a readable name, and whether a focus ring shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const path: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) path.unshift(node.tagName + [...(node.parentElement?.children ?? [])].indexOf(node));
    return { key: path.join(">"), name: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`, ring };
  });
}

/** Presses Tab until focus comes back to a stop already seen; returns the stops. */
async function tabCycle(page: Page, limit = 80) {
  const stops: { name: string; ring: boolean }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push({ name: stop.name, ring: stop.ring });
  }
  return stops;
}

/**
 * A first visit by keyboard: the consent banner holds focus until answered (the library's focus
 * trap), so its buttons come first; answering it with Enter opens the page's own controls.
 */
async function keyboardVisit(path: string) {
  const { page, close } = await openPage(browser, path, DESKTOP, async (page) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));
  });
  await page.waitForLoadState("networkidle");
  // The consent library starts once the page is idle after loading: wait until its banner shows.
  await page.getByRole("dialog", { name: "We use cookies" }).waitFor({ state: "visible" });
  const banner = await tabCycle(page, 10);
  await page.getByRole("button", { name: "Accept all" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Accept all" }).waitFor({ state: "hidden" });
  await page.waitForTimeout(800); // the banner slides out before it leaves the tab order
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops = await tabCycle(page);
  await close();
  return { banner, stops };
}

describe("keyboard", () => {
  it.each(["/", "/newsletter", "/resources", "/lead-magnet", "/sales-page", "/speaker-v4", "/contact"])(
    "reaches the controls of %s with Tab, each with a visible focus ring",
    async (path) => {
      const { banner, stops } = await keyboardVisit(path);
      expect(banner.map((stop) => stop.name)).toEqual(['button "Accept all"', 'button "Settings"']);
      expect(stops.length).toBeGreaterThan(5);
      expect([...banner, ...stops].filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
    },
  );
});
