import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { owner } from "../../src/content/owner";
import { dayInZone, momentInWords, nextDay, startOfDay, zonedMoment } from "../../src/publishing/zone-time";
import { DESKTOP, PHONE } from "./browser";
import { browser } from "./fixture";
import { kitBroadcasts } from "./fake-kit-readout";
import { draftBox, openPreviewer, PREVIEWER } from "./previewer-page";

/**
 * Scheduling the email from the Publish form: the moment is confirmed in the owner's zone (the
 * server's OWNER_TIME_ZONE, never the browser's), and Kit's broadcast gets send_at at that moment.
 * The rules themselves are proved in workerd (test/worker/publishing/schedule.test.ts).
 */

let visitor = 0;
const run = Date.now().toString(36);
// A browser in another zone than his: the form must still read his.
const as = (options: BrowserContextOptions): BrowserContextOptions => ({ ...options, timezoneId: "Asia/Tokyo", extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${120 + ++visitor}` } });
const PACE = { delay: 12 };
const ZONE = owner.timeZone;


async function writeAndOpenForm(page: Page, hook: string, titleText: string, tap: boolean) {
  await draftBox(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await draftBox(page).pressSequentially(`HOOK: ${hook}\n\nINTRO:\nA short week, one idea.\n\n# The idea\nOpen with the payoff.\n`, PACE);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await (tap ? publish.tap() : publish.click());
  const title = page.getByRole("textbox", { name: "Title" });
  await title.waitFor();
  await title.pressSequentially(titleText, PACE);
  return page.getByRole("form", { name: "Publish this issue" });
}

describe("scheduling the email with the page", () => {
  it("desktop: an issue dated his tomorrow, its email confirmed for 00:00 in his zone, scheduled at Kit; axe finds nothing", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const titleText = `Scheduled on the desk ${run}`;
    const form = await writeAndOpenForm(page, `Tomorrow's idea ${run}.`, titleText, false);
    // His today, not the browser's (Tokyo) nor UTC's.
    const today = dayInZone(Date.now(), ZONE);
    expect(await form.getByLabel("Date").inputValue()).toBe(today);
    const tomorrow = nextDay(today);
    await form.getByLabel("Date").fill(tomorrow);
    await form.getByRole("radio", { name: /Schedule it with the page/ }).check();
    await form.getByRole("button", { name: "Schedule", exact: true }).click();

    const confirm = form.getByTestId("schedule-confirm");
    await confirm.waitFor();
    const when = momentInWords(startOfDay(tomorrow, ZONE), ZONE);
    expect(await confirm.textContent()).toContain(`The email goes to your subscribers on ${when}.`);
    expect(when).toMatch(/ at 12:00 AM \(America\/Kentucky\/Louisville\)$/);
    const axe = await new AxeBuilder({ page: page as never }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    await form.getByRole("button", { name: "Yes, schedule it" }).click();
    const done = form.getByTestId("publish-done");
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getAttribute("data-state")).toBe("scheduled");
    expect(await form.getByTestId("publish-send-at").textContent()).toBe(`The email goes to your subscribers on ${when}.`);
    await expect.poll(async () => (await kitBroadcasts(titleText))[0]?.send_at ?? null, { timeout: 20_000 }).toBe(new Date(startOfDay(tomorrow, ZONE)).toISOString());
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("phone with touch: an issue live now, its email at a time he picks on his clock, confirmed before it is sent", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(PHONE));
    const titleText = `Scheduled from the phone ${run}`;
    const form = await writeAndOpenForm(page, `Tonight's idea ${run}.`, titleText, true);
    await form.getByRole("radio", { name: /Schedule it with the page/ }).tap();
    const time = form.getByLabel(`Time the email goes (${ZONE})`);
    await time.waitFor();
    // The offered time: at least half an hour ahead on his clock.
    const offered = await time.inputValue();
    const today = dayInZone(Date.now(), ZONE);
    const moment = zonedMoment(today, offered, ZONE);
    expect(moment - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await form.boundingBox())!.width).toBeLessThanOrEqual(375);
    await form.getByRole("button", { name: "Publish now" }).tap();
    const confirm = form.getByTestId("schedule-confirm");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`The email goes to your subscribers on ${momentInWords(moment, ZONE)}.`);
    await form.getByRole("button", { name: "Yes, schedule it" }).tap();
    await form.getByTestId("publish-done").waitFor({ timeout: 15_000 });
    expect(await form.getByTestId("publish-done").getAttribute("data-state")).toBe("live");
    await expect.poll(async () => (await kitBroadcasts(titleText))[0]?.send_at ?? null, { timeout: 20_000 }).toBe(new Date(moment).toISOString());
    expect(errors).toEqual([]);
    await close();
  }, 90_000);
});
