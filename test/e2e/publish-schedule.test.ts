import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { owner } from "../../src/content/owner";
import { testEmailTexts } from "../../src/content/test-email";
import { dayInZone, momentInWords, nextDay, zonedMoment } from "../../src/publishing/zone-time";
import { momentOnClock } from "../../src/publishing/moment-words";
import { planInWords } from "../../src/components/publishing/kit-status";
import { issueList } from "../../src/content/publishing";
import { axeViolations } from "./axe";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser, PACE, visitorAddress } from "./fixture";
import { kitBroadcasts } from "./fake-kit-readout";
import { draftBox, openPreviewer, PREVIEWER } from "./previewer-page";
import { press, tapInView } from "./tap";
import { must } from "../../src/must.ts";

/**
 * Scheduling the email from the Publish form: the moment is confirmed in the owner's zone (the
 * server's OWNER_TIME_ZONE, never the browser's), and Kit's broadcast gets send_at at that moment.
 * The rules themselves are proved in workerd (test/worker/publishing/schedule.test.ts).
 */

const run = Date.now().toString(36);
// A browser in another zone than his: the form must still read his.
const as = (options: BrowserContextOptions): BrowserContextOptions => ({
  ...options,
  timezoneId: "Asia/Tokyo",
  extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
});
const ZONE = owner.timeZone;

async function writeAndOpenForm(page: Page, hook: string, titleText: string, tap: boolean) {
  await draftBox(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await draftBox(page).pressSequentially(`HOOK: ${hook}\n\nINTRO:\nA short week, one idea.\n\n# The idea\nOpen with the payoff.\n`, PACE);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await press(publish, tap);
  const title = page.getByRole("textbox", { name: "Title" });
  await title.waitFor();
  await title.pressSequentially(titleText, PACE);
  return page.getByRole("form", { name: "Publish this issue" });
}

describe("scheduling the email with the page", () => {
  it("desktop: an issue dated his tomorrow at his usual hour (proposed), its email confirmed for that moment in his zone, scheduled at Kit; axe finds nothing", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const titleText = `Scheduled on the desk ${run}`;
    const form = await writeAndOpenForm(page, `Tomorrow's idea ${run}.`, titleText, false);
    // His today, not the browser's (Tokyo) nor UTC's.
    const today = dayInZone(Date.now(), ZONE);
    expect(await form.getByLabel("Date").inputValue()).toBe(today);
    const tomorrow = nextDay(today);
    await form.getByLabel("Date").fill(tomorrow);
    // A later day: the form proposes his usual hour (OWNER_USUAL_TIME, 09:00 by default).
    expect(await form.getByLabel(`Time (${ZONE})`).inputValue()).toBe(owner.usualTime);
    await form.getByRole("radio", { name: /Schedule it with the page/ }).check();
    await form.getByRole("button", { name: "Schedule", exact: true }).click();

    const confirm = form.getByTestId("schedule-confirm");
    await confirm.waitFor();
    const moment = zonedMoment(tomorrow, owner.usualTime, ZONE);
    const when = momentInWords(moment, ZONE);
    expect(await confirm.textContent()).toContain(`The email goes to your subscribers on ${when}.`);
    expect(when).toMatch(/, 9:00 AM \(America\/Kentucky\/Louisville\)$/);
    const axe = await new AxeBuilder({ page: page as never })
      .include("form")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    await form.getByRole("button", { name: "Yes, schedule it" }).click();
    const done = form.getByTestId("publish-done");
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getAttribute("data-state")).toBe("scheduled");
    expect(await form.getByTestId("publish-send-at").textContent()).toBe(`The email goes to your subscribers on ${when}.`);
    await expect.poll(async () => (await kitBroadcasts(titleText))[0]?.send_at ?? null, { timeout: 20_000 }).toBe(new Date(moment).toISOString());
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("phone with touch: 09:00 three days ahead, moved a day, unpublished and republished, the words read after each step; a test email with the draft's subject", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(PHONE));
    const titleText = `Three days ahead ${run}`;
    const form = await writeAndOpenForm(page, `Thursday's idea ${run}.`, titleText, true);
    const today = dayInZone(Date.now(), ZONE);
    const inDays = (days: number) => Array.from({ length: days }).reduce<string>((day) => nextDay(day), today);
    await form.getByLabel("Date").fill(inDays(3));
    const time = form.getByLabel(`Time (${ZONE})`);
    await time.fill("09:00");
    await tapInView(form.getByRole("radio", { name: /Schedule it with the page/ }));
    expect(must(await form.boundingBox()).width).toBeLessThanOrEqual(375);
    await tapInView(form.getByRole("button", { name: "Schedule", exact: true }));
    const first = zonedMoment(inDays(3), "09:00", ZONE);
    const confirm = form.getByTestId("schedule-confirm");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`The email goes to your subscribers on ${momentInWords(first, ZONE)}.`);
    await tapInView(form.getByRole("button", { name: "Yes, schedule it" }));
    const done = form.getByTestId("publish-done");
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getAttribute("data-state")).toBe("scheduled");
    await expect.poll(async () => (await kitBroadcasts(titleText))[0]?.send_at ?? null, { timeout: 20_000 }).toBe(new Date(first).toISOString());
    const slug = await page.getByRole("textbox", { name: "Address" }).inputValue();

    // A test of the email, to his own address: the page says what happened (development: recorded
    // here, not sent), and the stand-in holds it.
    // The draft is saved on the site (its address names it) a moment after the last keystroke.
    await page.waitForURL(/[?&]draft=/, { timeout: 15_000 });
    await tapInView(page.getByRole("button", { name: "Send me a test" }));
    await expect.poll(() => page.getByTestId("test-email-notice").textContent(), { timeout: 10_000 }).toBe(testEmailTexts.recorded(owner.email));
    const recorded = (await (await page.request.get(new URL("/internal/test-emails", page.url()).href)).json()) as { to: string; subject: string }[];
    expect(recorded.filter((email) => email.subject === `[Test] ${titleText}`)).toEqual([expect.objectContaining({ to: owner.email })]);

    // Moved a day: Kit holds the new moment.
    await form.getByLabel("Date", { exact: true }).fill(inDays(4));
    await tapInView(form.getByRole("button", { name: `Update “${titleText}”` }));
    const second = zonedMoment(inDays(4), "09:00", ZONE);
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(momentInWords(second, ZONE));
    await tapInView(form.getByRole("button", { name: "Yes, schedule it" }));
    await expect
      .poll(async () => (await kitBroadcasts(titleText)).map((broadcast) => broadcast.send_at), { timeout: 20_000 })
      .toEqual([new Date(second).toISOString()]);

    // The list's words after each step, as he reads them.
    const row = page.locator(`[data-issue="${slug}"]`);
    const listSays = async () => {
      await page.goto(new URL("/internal/issues", page.url()).href);
      return (await row.locator("[data-kit]").textContent()) ?? "";
    };
    await expect.poll(listSays, { timeout: 20_000 }).toContain(`Scheduled in KitThe email goes to your subscribers on ${momentInWords(second, ZONE)}.`);
    const axe = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    // Unpublished: off the web, and the email back to a draft in Kit.
    await tapInView(row.getByRole("checkbox", { name: /Take this issue off the web/ }));
    await tapInView(row.getByRole("button", { name: "Unpublish" }));
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("On the webUnpublished");
    await expect.poll(listSays, { timeout: 20_000 }).toContain("Draft in Kit");
    expect((await kitBroadcasts(titleText)).map((broadcast) => broadcast.send_at)).toEqual([null]);

    // Republished: on the web again from its moment, the email still a draft (he schedules it again with an edit).
    await tapInView(row.getByRole("checkbox", { name: /Put this issue back on the web/ }));
    await tapInView(row.getByRole("button", { name: "Republish" }));
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("On the webScheduled");
    await expect.poll(listSays, { timeout: 20_000 }).toContain("Draft in Kit");
    expect(await kitBroadcasts(titleText)).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  /**
   * The issue's one moment on every screen: scheduled for 09:00 on his clock, reopened from the list
   * the form shows 09:00 and its confirmation names 9:00 AM; the list and the desk name the same
   * moment and that the email goes then; after Republish (the email a draft in Kit) both say the page
   * goes alone.
   */
  const LAPTOP = { viewport: { width: 1280, height: 800 } };
  for (const [device, options, tap, order] of [
    ["phone with touch", PHONE, true, 1],
    ["laptop", LAPTOP, false, 2],
  ] as const) {
    it(`${device}: reopened, the form shows 09:00 and confirms 9:00 AM; the list and the desk name that moment, and "page only" after Republish; axe finds nothing`, async () => {
      const { page, errors, close } = await openPage(browser, "/internal/issues", as(options));
      // Tomorrow on his clock; the last address of the day, so the desk's "Next" is this issue.
      const day = nextDay(dayInZone(Date.now(), ZONE));
      const title = `Nobody grows alone. ${device} ${run}`;
      const slug = `zz${order}-moment-${run}`;
      const fields = {
        title,
        slug,
        style: "editorial",
        draft: `HOOK: One moment ${run}.\n\nINTRO:\nHey there.\n\n# The idea\n\nOpen with the payoff.\n`,
        date: day,
        time: "09:00",
        send: "schedule",
      };
      const posted = await page.request.post(new URL("/internal/issues", baseUrl()).href, {
        headers: { Origin: new URL(baseUrl()).origin, "Sec-Fetch-Site": "same-origin", Accept: "application/json", "Content-Type": "application/json" },
        data: fields,
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const moment = zonedMoment(day, "09:00", ZONE);
      const onClock = momentOnClock(moment, ZONE);
      expect(onClock).toMatch(/^\w+day \d{1,2} \w+( \d{4})?, 9:00 AM$/);

      // Reopened from the list: the form holds its time, and the confirmation names it.
      await page.goto(new URL("/internal/issues", baseUrl()).href);
      const row = page.locator(`[data-issue="${slug}"]`);
      await press(row.getByRole("link", { name: issueList.actions.open }), tap);
      await page.waitForURL(/newsletter-preview/);
      await page.locator('[data-island][data-hydrated="true"]').first().waitFor();
      await expect.poll(() => draftBox(page).inputValue(), { timeout: 15_000 }).toContain(`One moment ${run}.`);
      await press(page.getByRole("button", { name: "Publish", exact: true }), tap);
      const form = page.getByRole("form", { name: "Publish this issue" });
      await form.waitFor();
      expect(await form.getByLabel("Date", { exact: true }).inputValue()).toBe(day);
      expect(await form.getByLabel(`Time (${ZONE})`).inputValue()).toBe("09:00");
      await press(form.getByRole("button", { name: `Update “${title}”` }), tap);
      const confirm = form.getByTestId("schedule-confirm");
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`The email goes to your subscribers on ${momentInWords(moment, ZONE)}.`);
      expect(await confirm.textContent()).toContain("9:00 AM");
      await press(form.getByRole("button", { name: "Yes, schedule it" }), tap);
      const done = form.getByTestId("publish-done");
      await done.waitFor({ timeout: 15_000 });
      expect(await done.textContent()).toContain(momentInWords(moment, ZONE));
      await expect.poll(async () => (await kitBroadcasts(title))[0]?.send_at ?? null, { timeout: 20_000 }).toBe(new Date(moment).toISOString());

      // The list and the desk: the same moment, with its time, and the email going then.
      const momentOnList = async () => {
        await page.goto(new URL("/internal/issues", baseUrl()).href);
        return (await row.locator("[data-moment]").textContent()) ?? "";
      };
      const nextOnDesk = async () => {
        await page.goto(new URL("/internal", baseUrl()).href);
        return (await page.locator('[data-newsletter="next"]').textContent()) ?? "";
      };
      await expect.poll(momentOnList, { timeout: 20_000 }).toBe(planInWords(onClock, "with-email"));
      expect(await nextOnDesk()).toBe(`Next: “${title}”, ${planInWords(onClock, "with-email")}`);
      if (tap)
        expect(
          await page
            .locator("header")
            .first()
            .evaluate((header) => getComputedStyle(header).position),
        ).toBe("static");
      expect(await axeViolations(page)).toEqual([]);

      // Unpublished, then republished: the page goes at its moment, the email stays a draft in Kit, and both say so.
      await momentOnList();
      await press(row.getByRole("checkbox", { name: /Take this issue off the web/ }), tap);
      await press(row.getByRole("button", { name: issueList.actions.unpublish }), tap);
      await expect.poll(() => row.locator("[data-state]").first().textContent(), { timeout: 10_000 }).toContain("Unpublished");
      await press(row.getByRole("checkbox", { name: /Put this issue back on the web/ }), tap);
      await press(row.getByRole("button", { name: issueList.actions.republish }), tap);
      await expect.poll(momentOnList, { timeout: 20_000 }).toBe(planInWords(onClock, "page-only"));
      expect(await row.locator("[data-moment]").textContent()).toContain("page only: the email is a draft in Kit");
      expect(await axeViolations(page)).toEqual([]);
      expect(await nextOnDesk()).toBe(`Next: “${title}”, ${planInWords(onClock, "page-only")}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }, 120_000);
  }
});
