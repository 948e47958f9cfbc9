import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { baseUrl, BEACON_SCRIPT, CONSENT_SCRIPT, DESKTOP, openPage, openPageWithScripts, PHONE } from "./browser";
import { browser, downloadedBytes } from "./fixture";

const SPEAKER_PAGES = ["/speaker-v1", "/speaker-v2", "/speaker-v3", "/speaker-v4", "/speaker-v5", "/speaker-v6"];
/** v4's buttons are 'BOOK NOW' and 'INQUIRE NOW' only; every other design offers the kit. */
const PAGES_WITH_KIT = SPEAKER_PAGES.filter((path) => path !== "/speaker-v4");

describe.each(SPEAKER_PAGES)("speaker page %s in Chromium", (path) => {
  it("has no dead button: every control in main is a link that leads somewhere", async () => {
    const { page, errors, failedRequests, close } = await openPage(browser, path, DESKTOP);
    expect(await page.locator("main button, main [role=button]").count()).toBe(0);
    const links = await page
      .locator("main a")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ text: node.textContent?.trim() ?? "", href: node.getAttribute("href") ?? "", download: node.getAttribute("download") })),
      );
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link.href, link.text).not.toBe("");
      expect(link.href, link.text).not.toBe("#");
      const url = new URL(link.href, baseUrl());
      if (url.protocol === "mailto:") {
        expect(url.pathname, link.text).toBe("hello@example.com");
        expect(url.searchParams.get("subject"), link.text).toBeTruthy();
      } else if (url.hash && url.pathname === path) {
        expect(await page.locator(url.hash).count(), link.text).toBe(1);
      } else {
        expect(url.origin).toBe(new URL(baseUrl()).origin);
        const response = await fetch(url);
        expect(response.status, `${link.text} -> ${url.pathname}`).toBe(200);
        await response.arrayBuffer();
      }
    }
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await close();
  });

  it("ships no JavaScript but the consent script and the view beacon, and fits a 375 px phone", async () => {
    const { page, scripts, gzipTotal, close } = await openPageWithScripts(browser, path, PHONE);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !CONSENT_SCRIPT.test(script.url) && !BEACON_SCRIPT.test(script.url))).toEqual([]);
    console.info(`${path}: ${gzipTotal} bytes of JavaScript (gzip): ${scripts.map((s) => `${s.url} ${s.gzip}`).join(", ")}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await close();
  });
});

describe.each(PAGES_WITH_KIT)("speaker kit on %s", (path) => {
  it("downloads the speaker kit PDF, with the topics in it, from its kit button", async () => {
    const { page, close } = await openPage(browser, path, DESKTOP);
    const kitLink = page.locator('main a[href="/downloads/speaker-kit.pdf"]').first();
    const [download] = await Promise.all([page.waitForEvent("download"), kitLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getSubject()).toContain("YouTube Strategy, YouTube SEO, YouTube for Business");
    await close();
  });
});
