import { describe, expect, it } from "vitest";
import { issues } from "../../src/newsletter/archive";
import { ARCHIVE_PATH, issuePath } from "../../src/newsletter/paths";
import type { Page } from "playwright-core";
import { DESKTOP, openPage, PHONE } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { axeViolations } from "./axe";
import { tapInView } from "./tap";
import { must } from "../../src/must.ts";

const packaging = must(issues.find((issue) => issue.slug === "package-before-you-film"));

/**
 * axe runs as a script in the page, which a browser without JavaScript cannot run: the page the
 * reader reached is opened again at its address in a phone that runs scripts, and checked there.
 */
async function axeOf(reached: Page): Promise<string[]> {
  const { page, close } = await openPage(browser, new URL(reached.url()).pathname + new URL(reached.url()).search, {
    ...PHONE,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  await page.waitForLoadState("networkidle");
  const found = await axeViolations(page);
  await close();
  return found;
}

/** A reader whose browser runs no JavaScript at all, as its own client (the search is limited per client). */
const withoutScript = (options: typeof PHONE | typeof DESKTOP) => ({
  ...options,
  javaScriptEnabled: false,
  extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
});

describe("searching the archive without JavaScript", () => {
  it("on a phone: types a few letters on the archive, taps Search, reads the marked results, with no axe violation", async () => {
    const { page, errors, failedRequests, close } = await openPage(browser, ARCHIVE_PATH, withoutScript(PHONE));
    const field = page.getByRole("searchbox", { name: "Search the archive" });
    await tapInView(field);
    await field.pressSequentially("thumb", { delay: 120 });
    await tapInView(page.getByRole("search").getByRole("button", { name: "Search" }));
    await page.waitForURL((url) => url.pathname === ARCHIVE_PATH && url.searchParams.get("q") === "thumb");

    const result = page.getByRole("link", { name: packaging.title });
    await result.waitFor();
    expect(await result.locator("mark").first().textContent()).toBe("thumbnail");
    expect(await page.getByRole("searchbox", { name: "Search the archive" }).inputValue()).toBe("thumb");
    expect(await page.locator("main p mark").count()).toBeGreaterThan(0);

    expect(await axeOf(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "/tmp/search-results-375.png", fullPage: true });

    await tapInView(result);
    await page.waitForURL((url) => url.pathname === issuePath(packaging.slug));
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await close();
  });

  it("from the end of an issue: a search that finds nothing says so in the reader's words and leads back to every issue", async () => {
    const { page, close } = await openPage(browser, issuePath(packaging.slug), withoutScript(PHONE));
    const field = page.getByRole("searchbox", { name: "Search the archive" });
    await tapInView(field);
    await field.pressSequentially("<b>zither</b>", { delay: 80 });
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === ARCHIVE_PATH && url.searchParams.get("q") === "<b>zither</b>");
    await page.getByText("No issue mentions “<b>zither</b>”.").waitFor();
    expect(await axeOf(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/search-none-375.png", fullPage: true });
    await tapInView(page.getByRole("link", { name: "See every issue in the archive" }));
    await page.waitForURL((url) => url.pathname === ARCHIVE_PATH && url.search === "");
    await page.getByRole("link", { name: packaging.title }).waitFor();
    await close();
  });

  it("on a desktop: the results page reads in the archive's column", async () => {
    const { page, close } = await openPage(browser, `${ARCHIVE_PATH}?q=title`, withoutScript(DESKTOP));
    await page.getByRole("link", { name: packaging.title }).waitFor();
    await page.screenshot({ path: "/tmp/search-results-1280.png", fullPage: true });
    await close();
  });
});
