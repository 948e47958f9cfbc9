import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FAKE_KIT_KEY } from "../fakes/fake-kit";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser } from "./fixture";
import { lane } from "./lane";
import { axeViolations } from "./axe";
import { press } from "./tap";

/** A dead letter in the served worker's KV, written with wrangler as `npm run signups` reads them. */
function seedDeadLetter(email: string): void {
  const now = new Date().toISOString();
  const signup = { id: crypto.randomUUID(), email, receivedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() };
  const value = JSON.stringify({ v: 1, signup, attempts: 8, reason: "Gave up after 8 attempts; last: Kit create call: server (500)", storedAt: now });
  const config = existsSync("dist/playback_site/wrangler.json") ? "dist/playback_site/wrangler.json" : "wrangler.toml";
  execFileSync(
    "npx",
    [
      "wrangler",
      "kv",
      "key",
      "put",
      `dead-letter:${now}:${signup.id}`,
      value,
      "--binding",
      "SIGNUPS_KV",
      "-c",
      config,
      "--local",
      "--persist-to",
      lane().workerState,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

const wranglerConfig = () => (existsSync("dist/playback_site/wrangler.json") ? "dist/playback_site/wrangler.json" : "wrangler.toml");

/** A statement on the served worker's D1, as `wrangler d1 execute` runs it. */
function seedD1(sql: string): void {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--command", sql, "-c", wranglerConfig(), "--local", "--persist-to", lane().workerState], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A sent issue: its broadcast made at the fake Kit, its figures and links set there, its row in D1 dated today. */
async function seedSentIssue(slug: string): Promise<void> {
  const kit = lane().fakeKitOrigin;
  const created = await fetch(`${kit}/v4/broadcasts`, {
    method: "POST",
    headers: { "X-Kit-Api-Key": FAKE_KIT_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "Results on a phone", content: "<p>x</p>" }),
  });
  const { broadcast } = (await created.json()) as { broadcast: { id: number } };
  const long =
    "https://www.example.com/newsletter/issues/a-very-long-address-that-a-phone-must-wrap-rather-than-scroll?utm_source=newsletter&utm_medium=email&utm_campaign=results";
  const clicks = [long, "https://www.example.com/contact", "https://youtu.be/dQw4w9WgXcQ"].map((url, i) => ({
    url,
    unique_clicks: 40 - i * 13,
    click_to_delivery_rate: 0.03,
    click_to_open_rate: 0.06,
  }));
  await fetch(`${kit}/__fake/broadcast-results`, {
    method: "POST",
    body: JSON.stringify({ id: broadcast.id, stats: { status: "completed", recipients: 1204, open_rate: 48.25, click_rate: 6.5, unsubscribes: 3 }, clicks }),
  });
  const now = new Date().toISOString();
  seedD1(
    `INSERT INTO newsletter_issues (slug, title, date, style, draft, published_at, updated_at) VALUES ('${slug}', 'Results on a phone', '${now.slice(0, 10)}', 'editorial', 'HOOK: x', '${now}', '${now}')`,
  );
  seedD1(`INSERT INTO issue_broadcasts (slug, confirmed_revision, kit_id) VALUES ('${slug}', 1, ${broadcast.id})`);
}

const axe = axeViolations;

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
      await press(need, options === PHONE);
      await page.waitForURL(/\/internal\/signups$/);
      const letter = page.locator(`[data-dead-letter="${email}"]`);
      await expect.poll(() => letter.isVisible()).toBe(true);
      await expect.poll(() => letter.textContent()).toContain("Kit was down or did not answer for 3 hours");
      expect(await axe(page)).toEqual([]);
      if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `/tmp/signups-${name}.png`, fullPage: true });

      const replay = letter.getByRole("button", { name: `Replay now: ${email}` });
      await press(replay, options === PHONE);
      await expect.poll(() => page.locator("[data-outcome]").textContent()).toBe(`${email} reached Kit.`);
      expect(await page.locator(`[data-dead-letter="${email}"]`).count()).toBe(0);

      await page.getByRole("navigation", { name: "Owner's pages" }).getByRole("link", { name: "Desk" }).click();
      await page.waitForURL(/\/internal$/);
      for (const path of [
        "/internal/stats",
        "/internal/inquiries",
        "/internal/issues",
        "/newsletter-preview",
        "/newsletter-preview-backup",
        "/internal/signups",
      ]) {
        expect(await page.locator(`section a[href="${path}"]`).count(), path).toBeGreaterThan(0);
      }
    } finally {
      await close();
    }
  });

  it("shows an issue's results from Kit on /internal/issues and the desk, read in the background, on a phone and a desktop without overflow, and axe finds nothing", async () => {
    const slug = `results-${Date.now().toString(36)}`;
    await seedSentIssue(slug);
    for (const [name, options] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const { page, close } = await openPage(browser, "/internal/issues", options);
      try {
        // The first open reads Kit after its answer; a later one shows the figures.
        const openRate = page.locator(`[data-issue="${slug}"] [data-figure="open-rate"]`);
        await expect
          .poll(async () => {
            await page.reload();
            return openRate.count();
          })
          .toBe(1);
        expect(await openRate.textContent()).toContain("48.25%");
        expect(await page.locator(`[data-issue="${slug}"] [data-link]`).count()).toBe(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axe(page)).toEqual([]);
        if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `/tmp/issues-results-${name}.png`, fullPage: true });

        await page.goto(new URL("/internal", baseUrl()).href);
        await expect.poll(() => page.getByRole("heading", { level: 2, name: "The newsletter" }).isVisible()).toBe(true);
        expect(await page.locator('section[aria-labelledby="newsletter"] [data-results]').count()).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axe(page)).toEqual([]);
        if (process.env.DESK_SCREENSHOTS) await page.screenshot({ path: `/tmp/desk-results-${name}.png`, fullPage: true });
      } finally {
        await close();
      }
    }
  });
});
