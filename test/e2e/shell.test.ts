import { describe, expect, it } from "vitest";
import { openPage, PHONE } from "./browser";
import { browser } from "./fixture";

describe("site shell in Chromium", () => {
  it("renders a normal page with no console errors and no island script", async () => {
    const { page, errors, failedRequests, close } = await openPage(browser, "/contact");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("src")));
    expect(scripts.some((src) => src?.includes("islands"))).toBe(false);
    await close();
  });

  it("hydrates the 404 island, which logs the attempted path", async () => {
    const { page, errors, close } = await openPage(browser, "/no/such/page");
    await expect.poll(() => errors.join("\n")).toContain("/no/such/page");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Oops! Page not found");
    await close();
  });

  it("keeps the skip link reachable first with the keyboard, and it moves focus to main", async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await close();
  });

  it("fits a 375 px phone without horizontal scrolling", async () => {
    const { page, close } = await openPage(browser, "/", PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await close();
  });
});
