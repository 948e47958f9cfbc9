import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage } from "./browser";
import { browser } from "./fixture";

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

/** Presses Tab `count` times and names each stop ("(outside the page)" when focus leaves the document). */
async function tabStops(page: Page, count: number) {
  const stops: { name: string; ring: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    stops.push(stop ? { name: stop.name, ring: stop.ring } : { name: "(outside the page)", ring: true });
  }
  return stops;
}

const BANNER_BUTTONS = ['button "Accept all"', 'button "Reject all"', 'button "Settings"'];

/**
 * A first visit by keyboard: the consent banner's buttons come first, in their natural order, and
 * Tab goes on past them to the page (the banner is not modal, so it is not a trap). Answering it
 * with Enter takes it away, and the page's own controls follow.
 */
async function keyboardVisit(path: string) {
  const { page, close } = await openPage(browser, path, DESKTOP, async (page) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));
  });
  await page.getByRole("button", { name: "Accept all" }).waitFor({ state: "visible" });
  await page.waitForLoadState("networkidle");
  // The library moves focus to the banner twice, 100 ms after showing it and again when its fade-in
  // ends: a keyboard visitor starts there once the banner stands still.
  await page.waitForFunction(() => {
    const box = document.querySelector("#cc-main .cc--anim .cm");
    return box != null && getComputedStyle(box).opacity === "1" && box.getAnimations().length === 0 && document.activeElement?.closest("#cc-main") != null;
  });
  const firstStops = await tabStops(page, BANNER_BUTTONS.length + 2);
  await page.getByRole("button", { name: "Accept all" }).focus();
  await page.keyboard.press("Enter");
  // The banner slides out before it leaves the tab order: wait until it is hidden for real.
  await page.waitForFunction(() => {
    const box = document.querySelector("#cc-main .cm");
    return !box || getComputedStyle(box).visibility === "hidden";
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops = await tabCycle(page);
  await close();
  return { firstStops, stops };
}

describe("keyboard", () => {
  it.each(["/", "/newsletter", "/resources", "/lead-magnet", "/sales-page", "/speaker-v4", "/contact"])(
    "reaches the controls of %s with Tab, each with a visible focus ring",
    async (path) => {
      const { firstStops, stops } = await keyboardVisit(path);
      const banner = firstStops.slice(0, BANNER_BUTTONS.length);
      expect(banner.map((stop) => stop.name)).toEqual(BANNER_BUTTONS);
      // Past the banner, Tab goes on to the page (its first stop is the skip link), not back into the banner.
      const onward = firstStops
        .slice(BANNER_BUTTONS.length)
        .map((stop) => stop.name)
        .filter((name) => name !== "(outside the page)");
      expect(onward[0]).toBe('a "Skip to main content"');
      expect(stops.length).toBeGreaterThan(5);
      expect([...banner, ...stops].filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
    },
  );
});
