import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { guideList } from "../../src/content/guides";
import { DESKTOP, openPage, PHONE, touchToHydrate } from "./browser";
import { browser } from "./fixture";

/** The cards' titles the records put in a category (every guide has a card), in their order. */
const titlesIn = (category?: string) => guideList.filter((guide) => !category || guide.card.category === category).map((guide) => guide.card.title);
const all = titlesIn();
const growth = titlesIn("youtube-growth");
const creation = titlesIn("content-creation");

const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();
const currentFilter = (page: Page) => page.locator('nav a[aria-current="true"]').allTextContents();

describe("resources filter", () => {
  it("filters in place once hydrated, keeping the choice in the URL and in the history", async () => {
    const { page, errors, failedRequests, close } = await openPage(browser, "/resources", PHONE);
    await touchToHydrate(page.locator("nav[data-enhanced]"));
    await page.locator('nav[data-enhanced="true"]').waitFor();
    // A full page load would lose this marker.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    await page.getByRole("link", { name: "YouTube Growth" }).click();
    await expect.poll(() => cardTitles(page)).toEqual(growth);
    expect(new URL(page.url()).search).toBe("?category=youtube-growth");
    expect(await currentFilter(page)).toEqual(["YouTube Growth"]);
    expect(await page.getByText(`Showing ${growth.length} of ${all.length} resources`).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Content Creation" }).click();
    await expect.poll(() => cardTitles(page)).toEqual(creation);

    await page.goBack();
    await expect.poll(() => cardTitles(page)).toHaveLength(growth.length);
    expect(await currentFilter(page)).toEqual(["YouTube Growth"]);

    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(all.length);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await close();
  });

  it("works without JavaScript: each filter link loads the filtered list from the server", async () => {
    const { page, close } = await openPage(browser, "/resources", { ...DESKTOP, javaScriptEnabled: false });
    expect(await cardTitles(page)).toEqual(all);
    expect(await currentFilter(page)).toEqual(["All"]);
    await page.getByRole("link", { name: "Content Creation" }).click();
    await page.waitForURL(/category=content-creation/);
    expect(await cardTitles(page)).toEqual(creation);
    expect(await currentFilter(page)).toEqual(["Content Creation"]);
    await close();
  });

  it("opens a filtered address straight into its state, and each card leads to its checklist page", async () => {
    const { page, errors, close } = await openPage(browser, "/resources?category=youtube-growth", DESKTOP);
    await touchToHydrate(page.locator("nav[data-enhanced]"));
    await page.locator('nav[data-enhanced="true"]').waitFor();
    expect(await cardTitles(page)).toEqual(growth);
    const rows = await page.locator("main article").evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size);
    expect(rows).toBe(Math.ceil(growth.length / 3)); // three side by side on a large screen
    await page.getByRole("link", { name: /Download Free: YouTube SEO Checklist/ }).click();
    await page.waitForURL(/\/youtube-seo-checklist$/);
    expect(errors).toEqual([]);
    await close();
  });
});
