import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A dead letter in the served worker's KV, written with wrangler as `npm run signups` reads them. */
function seedDeadLetter(email: string): void {
  const now = new Date().toISOString();
  const signup = { id: crypto.randomUUID(), email, receivedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() };
  const value = JSON.stringify({ v: 1, signup, attempts: 8, reason: "Gave up after 8 attempts; last: Kit create call: server (500)", storedAt: now });
  const config = existsSync("dist/playback_site/wrangler.json") ? "dist/playback_site/wrangler.json" : "wrangler.toml";
  execFileSync("npx", ["wrangler", "kv", "key", "put", `dead-letter:${now}:${signup.id}`, value, "--binding", "SIGNUPS_KV", "-c", config, "--local", "--persist-to", inject("workerState")], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe("the owner's desk", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("on a %s: renders, links to the dead letters, replays one from there, and axe finds nothing", async (name, options) => {
    const email = `stuck-${name}-${Date.now()}@example.com`;
    seedDeadLetter(email);
    const { page, close } = await openPage(browser, "/internal", options);
    try {
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Desk" }).isVisible()).toBe(true);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axe(page)).toEqual([]);
      if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `/tmp/desk-${name}.png`, fullPage: true });

      const need = page.locator('[data-need="dead-letters"] a');
      await expect.poll(() => need.textContent()).toMatch(/signups? waiting in dead letters/);
      await (options === PHONE ? need.tap() : need.click());
      await page.waitForURL(/\/internal\/signups$/);
      const letter = page.locator(`[data-dead-letter="${email}"]`);
      await expect.poll(() => letter.isVisible()).toBe(true);
      await expect.poll(() => letter.textContent()).toContain("Kit was down or did not answer for 3 hours");
      expect(await axe(page)).toEqual([]);
      if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `/tmp/signups-${name}.png`, fullPage: true });

      const replay = letter.getByRole("button", { name: `Replay now: ${email}` });
      await (options === PHONE ? replay.tap() : replay.click());
      await expect.poll(() => page.locator("[data-outcome]").textContent()).toBe(`${email} reached Kit.`);
      expect(await page.locator(`[data-dead-letter="${email}"]`).count()).toBe(0);

      await page.getByRole("navigation", { name: "Owner's pages" }).getByRole("link", { name: "Desk" }).click();
      await page.waitForURL(/\/internal$/);
      for (const path of ["/internal/stats", "/internal/inquiries", "/internal/issues", "/newsletter-preview", "/newsletter-preview-backup", "/internal/signups"]) {
        expect(await page.locator(`section a[href="${path}"]`).count(), path).toBeGreaterThan(0);
      }
    } finally {
      await close();
    }
  });
});
