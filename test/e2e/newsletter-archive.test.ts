import { parseAtomFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { issues } from "../../src/newsletter/archive";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../src/newsletter/paths";
import { baseUrl, CONSENT_SCRIPT, DESKTOP, FORM_PAGE_JS_BUDGET, openPage, openPageWithScripts, PHONE, touchToHydrate } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { axeViolations } from "./axe";
import { must } from "../../src/must.ts";
import { owner } from "../../src/content/owner";

const NEWSLETTER = owner.newsletterName;

const PAGES = [ARCHIVE_PATH, ...issues.map((issue) => issuePath(issue.slug))];
/** Kit's Liquid tags and inbox-only merge fields. */
const MERGE_TAG = /\{\{[^{}]*\}\}|\{%[^%]*%\}|unsubscribe_url|subscriber\.first_name/;

/** Each test is its own visitor (CF-Connecting-IP), so the per-client rate limit does not couple them. */
const asVisitor = (options: typeof PHONE | typeof DESKTOP) => ({ ...options, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });

describe.each(PAGES)("%s", (path) => {
  it("has no axe violation at 375 and 1280 px, and no Kit merge tag", async () => {
    for (const [width, options] of [
      [375, PHONE],
      [1280, DESKTOP],
    ] as const) {
      const { page, errors, failedRequests, close } = await openPage(browser, path, options);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.content()).not.toMatch(MERGE_TAG);
      // No sideways scrolling on a phone: the issue reads in one column.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      expect(failedRequests).toEqual([]);
      await page.screenshot({ path: `/tmp/issue-page-${path.split("/").at(-1)}-${width}.png`, fullPage: true });
      await close();
    }
  }, 120_000);

  it("runs no JavaScript but the consent script and the signup form island", async () => {
    const { page, scripts, gzipTotal, close } = await openPageWithScripts(browser, path, PHONE);
    expect(await page.locator("[data-island]").evaluateAll((roots) => roots.map((root) => root.getAttribute("data-island")))).toEqual(["SubscribeForm"]);
    const others = scripts.filter((script) => !CONSENT_SCRIPT.test(script.url));
    for (const script of others) expect(script.url).toMatch(/^\/assets\//);
    expect(gzipTotal).toBeLessThanOrEqual(FORM_PAGE_JS_BUDGET);
    await close();
  });
});

describe("reading the archive", () => {
  it("goes from the landing page to the archive, to the newest issue and on to the older ones", async () => {
    const { page, close } = await openPage(browser, "/newsletter", PHONE);
    await page.getByRole("link", { name: "Read past issues" }).click();
    await page.waitForURL(`**${ARCHIVE_PATH}`);
    await page.getByRole("link", { name: must(issues[0]).title }).click();
    await page.waitForURL(`**${issuePath(must(issues[0]).slug)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(must(issues[0]).title);
    await page.getByRole("link", { name: new RegExp(`Older issue\\s*${must(issues[1]).title}`) }).click();
    await page.waitForURL(`**${issuePath(must(issues[1]).slug)}`);
    await page.getByRole("link", { name: new RegExp(`Newer issue\\s*${must(issues[0]).title}`) }).waitFor();
    await close();
  });

  it("signs a reader up from the end of an issue", async () => {
    const { page, errors, close } = await openPage(browser, issuePath(must(issues[0]).slug), asVisitor(PHONE));
    const form = page.locator("form#issue-signup");
    await touchToHydrate(form);
    await form.locator("xpath=self::*[@data-enhanced]").waitFor();
    await form.getByRole("textbox", { name: "Email address" }).fill(`archive.${Date.now().toString(36)}@example.com`);
    await form.getByRole("button", { name: `Get ${NEWSLETTER}` }).click();
    await page.waitForURL("**/newsletter-thank-you");
    expect(errors).toEqual([]);
    await close();
  });

  it("serves a valid Atom feed with every issue, linked from the pages", async () => {
    const { page, close } = await openPage(browser, ARCHIVE_PATH, DESKTOP);
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    expect(new URL(must(href)).pathname).toBe(FEED_PATH);
    await close();
    const response = await fetch(new URL(FEED_PATH, baseUrl()));
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).not.toMatch(MERGE_TAG);
    const feed = parseAtomFeed(xml);
    // The repository's issues, newest first, after any the owner published from the previewer during
    // this run (the served worker's D1 is shared by the browser tests; those are dated today).
    const paths = feed.entries?.map((entry) => new URL(must(entry.id)).pathname) ?? [];
    expect(paths.slice(-issues.length)).toEqual(issues.map((issue) => issuePath(issue.slug)));
    for (const path of paths.slice(0, -issues.length)) expect((await fetch(new URL(path, baseUrl()))).status).toBe(200);
    for (const entry of (feed.entries ?? []).slice(-issues.length)) expect(entry.content?.value?.length).toBeGreaterThan(2000);
  });
});
