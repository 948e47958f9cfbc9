import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatBytes, formatKilobytes } from "../../src/presend-checks/format-size";
import { baseUrl, DESKTOP, PHONE, REACT_CHUNK } from "./browser";
import { browser } from "./fixture";
import { BACKUP, CLIPBOARD, draftBox, expectedSample, frame, openPreviewer, PREVIEWER } from "./previewer-page";
import { axeViolations } from "./axe";
import { owner } from "../../src/content/owner";

const NEWSLETTER = owner.newsletterName;

const COMPATIBILITY_CHUNK = /\/assets\/compatibility-[\w-]+\.js$/;
const TEXT_CHUNK = /\/assets\/text-[\w-]+\.js$/;

async function openChecks(page: Page) {
  await page.getByRole("tab", { name: /Pre-send checks/ }).click();
  return page.getByRole("tabpanel", { name: /Pre-send checks/ });
}

async function gzipSize(path: string): Promise<number> {
  const body = Buffer.from(await (await fetch(new URL(path, baseUrl()))).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

describe("the pre-send checks", () => {
  it("show the email's size against Gmail's 102 KB limit, the Kit tags, links and images", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const bytes = Buffer.byteLength(expected.html("editorial"));
    const panel = await openChecks(page);
    expect(await panel.getByTestId("email-size").textContent()).toBe(formatKilobytes(bytes));
    expect(await panel.textContent()).toContain("of 102 KB");
    expect(await panel.getByTestId("email-bytes").textContent()).toBe(`${formatBytes(bytes)} bytes, ${Math.round((bytes / (102 * 1024)) * 100)}% of the limit`);
    expect(await panel.getByTestId("merge-tag-unsubscribe").textContent()).toMatch(/\{\{ unsubscribe_url \}\} present$/);
    expect(await panel.getByTestId("merge-tag-address").textContent()).toMatch(/\{\{ address \}\} present$/);
    const linkCount = (expected.html("editorial").match(/<a\b/g) ?? []).length;
    expect(await panel.getByTestId("links-summary").textContent()).toBe(`All ${linkCount} links are https (or mailto) and have text.`);
    expect(await page.getByRole("tab", { name: /Pre-send checks/ }).textContent()).toContain("✓");
    expect(errors).toEqual([]);
    await close();
  });

  it("follow the style: the size changes with the design", async () => {
    const { page, close } = await openPreviewer(browser, BACKUP, DESKTOP);
    const expected = await expectedSample(page);
    const panel = await openChecks(page);
    expect(await panel.getByTestId("email-bytes").textContent()).toContain(formatBytes(Buffer.byteLength(expected.html("minimal"))));
    await page.getByRole("radio", { name: /^Bold Header/ }).check();
    await expect.poll(() => panel.getByTestId("email-bytes").textContent()).toContain(formatBytes(Buffer.byteLength(expected.html("bold"))));
    await close();
  });

  it("flag a link the email had to leave out, and count it on the tab", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    await draftBox(page).fill(expected.draft.replace("INTRO:\n", 'INTRO:\nRead <a href="http://old.example/post">my old post</a>. '));
    const panel = await openChecks(page);
    await expect.poll(() => panel.getByTestId("dropped-links").textContent()).toContain("http://old.example/post");
    expect(await page.getByRole("tab", { name: /Pre-send checks/ }).textContent()).toContain("1");
    expect(await page.getByRole("button", { name: /1 to fix/ }).count()).toBe(1);
    await close();
  });

  it("load the caniemail data only when opened, then report Gmail, Outlook and Apple Mail", async () => {
    const { page, errors, scripts, cspViolations, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => COMPATIBILITY_CHUNK.test(path))).toEqual([]);
    const panel = await openChecks(page);
    for (const client of ["Gmail", "Outlook", "Apple Mail"]) {
      await panel.getByTestId(`client-${client}`).waitFor({ timeout: 15_000 });
    }
    expect(scripts.filter((path) => COMPATIBILITY_CHUNK.test(path))).toHaveLength(1);
    expect(await panel.getByTestId("client-Gmail").textContent()).toContain("handled extras");
    expect(await panel.textContent()).not.toContain("could not be loaded");
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await close();
  });
});

describe("the plain-text tab", () => {
  it("shows the plain-text email, loaded on demand, and copies it", async () => {
    const { page, scripts, errors, close } = await openPreviewer(browser, PREVIEWER, { ...DESKTOP, permissions: CLIPBOARD });
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => TEXT_CHUNK.test(path))).toEqual([]);
    await page.getByRole("tab", { name: "Plain text" }).click();
    const text = page.getByTestId("plain-text");
    await text.waitFor();
    expect(await text.textContent()).toContain("Your average retention is hiding two different videos");
    expect(await text.textContent()).toContain(`Unsubscribe from ${NEWSLETTER} <{{ unsubscribe_url }}>`);
    expect(await text.textContent()).not.toMatch(/<table|<td/);
    await page.getByRole("button", { name: "Copy plain text" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.textContent());
    expect(errors).toEqual([]);
    await close();
  });

  it("tabs work from the keyboard: arrow keys move and select", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await page.getByRole("tab", { name: "Preview" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "Plain text" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Plain text");
    await page.keyboard.press("End");
    expect(await page.getByRole("tab", { name: /Pre-send checks/ }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    expect(await page.getByRole("tab", { name: "Preview" }).getAttribute("aria-selected")).toBe("true");
    await close();
  });
});

describe("the previewer's JavaScript and security", () => {
  it("ships at most 80 KB of JavaScript (gzip) up front besides React; the text renderer and caniemail data come later", async () => {
    const { page, scripts, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await page.waitForLoadState("networkidle");
    const initial = [...new Set(scripts)];
    // React's own 68 KB are the stack's fixed cost (README, "How pages render"); the budget bounds the rest.
    expect(initial.filter((path) => REACT_CHUNK.test(path))).toHaveLength(1);
    const initialBytes = (await Promise.all(initial.filter((path) => !REACT_CHUNK.test(path)).map(gzipSize))).reduce((sum, size) => sum + size, 0);
    await page.getByRole("tab", { name: "Plain text" }).click();
    await page.getByTestId("plain-text").waitFor();
    await openChecks(page);
    await page.getByTestId("client-Gmail").waitFor({ timeout: 15_000 });
    const lazy = [...new Set(scripts)].filter((path) => !initial.includes(path));
    const lazyBytes = (await Promise.all(lazy.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    console.info(
      `previewer JavaScript (gzip): initial ${initialBytes} B besides React in ${initial.length} files; on demand ${lazyBytes} B in ${lazy.join(", ")}`,
    );
    expect(initialBytes).toBeLessThanOrEqual(80 * 1024);
    expect(lazy.some((path) => COMPATIBILITY_CHUNK.test(path))).toBe(true);
    expect(lazy.some((path) => TEXT_CHUNK.test(path))).toBe(true);
    await close();
  });

  it("passes axe with the code, the plain text and the checks open, on a phone and on a desktop", async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await openPreviewer(browser, PREVIEWER, options);
      const audit = () => axeViolations(page);
      await page.getByRole("button", { name: "Show Code" }).click();
      expect(await audit()).toEqual([]);
      await page.getByRole("tab", { name: "Plain text" }).click();
      await page.getByTestId("plain-text").waitFor();
      expect(await audit()).toEqual([]);
      await openChecks(page);
      await page.getByTestId("client-Gmail").waitFor({ timeout: 15_000 });
      expect(await audit()).toEqual([]);
      await close();
    }
  });

  it("reports no console error and no CSP violation through a whole session", async () => {
    const { page, errors, cspViolations, failedRequests, close } = await openPreviewer(browser, PREVIEWER, { ...DESKTOP, permissions: CLIPBOARD });
    await page.getByRole("radio", { name: /^Brand Signature/ }).check();
    await page.getByRole("button", { name: "Desktop" }).click();
    await page.getByRole("button", { name: "Show Code" }).click();
    await page.getByRole("button", { name: "Copy HTML" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    await draftBox(page).fill((await draftBox(page).inputValue()).replace("HOOK: ", "HOOK: Session. "));
    await page.getByRole("tab", { name: "Plain text" }).click();
    await page.getByTestId("plain-text").waitFor();
    await openChecks(page);
    await page.getByTestId("client-Gmail").waitFor({ timeout: 15_000 });
    await page.getByRole("tab", { name: "Preview" }).click();
    // Let late errors surface. Not "networkidle": the email's remote images can keep a request
    // pending on a machine without outside network.
    await frame(page).waitFor();
    await page.waitForTimeout(1000);
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(failedRequests).toEqual([]);
    await close();
  });
});
