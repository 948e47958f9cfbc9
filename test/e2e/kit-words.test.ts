import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { kitStatusWords } from "../../src/content/kit-status";
import { issueList } from "../../src/content/publishing";
import { owner } from "../../src/content/owner";
import { dayInZone, momentInWords, nextDay, zonedMoment } from "../../src/publishing/zone-time";
import { axeViolations } from "./axe";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { inKitApp, kitBroadcasts } from "./fake-kit-readout";
import { browser } from "./fixture";
import { tapInView } from "./tap";

/**
 * What his issue list says of an issue's email, read on a phone after each thing that can happen
 * to it: scheduled, moved, unpublished, published again, deleted in Kit's app (and scheduled again
 * from the list), sent by Kit. The rules are proved in workerd (test/worker/publishing/kit-faults.test.ts,
 * test/worker/broadcasts/fault-model.test.ts); this reads the words a person reads.
 */
const run = Date.now().toString(36);
const ZONE = owner.timeZone;
const draft = (line: string) => `HOOK: One idea a week ${run}.\n\nINTRO:\nHey there, it's Jordan.\n\n# The idea\n\n${line}\n`;

/** An owner's change sent as the previewer's Publish form sends it (JSON, same origin). */
async function publishOrEdit(page: Page, path: string, fields: Record<string, string>): Promise<void> {
  const answer = await page.request.post(new URL(path, baseUrl()).href, {
    headers: { Origin: new URL(baseUrl()).origin, "Sec-Fetch-Site": "same-origin", Accept: "application/json", "Content-Type": "application/json" },
    data: fields,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

describe("his words about an issue's email", () => {
  it("phone: scheduled, moved, unpublished, republished, deleted in Kit and scheduled again, sent by Kit; axe finds nothing at 375 and 1280 px", async () => {
    const { page, errors } = await openPage(browser, "/internal/issues", PHONE);
    const title = `Words on a phone ${run}`;
    const slug = `words-on-a-phone-${run}`;
    const today = dayInZone(Date.now(), ZONE);
    const inDays = (days: number) => Array.from({ length: days }).reduce<string>((day) => nextDay(day), today);
    const fields = { title, slug, style: "editorial", draft: draft("Open with the payoff."), date: inDays(3), time: "09:00", send: "schedule" };
    await publishOrEdit(page, "/internal/issues", fields);

    const row = page.locator(`[data-issue="${slug}"]`);
    const listSays = async () => {
      await page.goto(new URL("/internal/issues", baseUrl()).href);
      return (await row.locator("[data-kit]").textContent()) ?? "";
    };
    const scheduledFor = (day: string) =>
      `${kitStatusWords.scheduled.label}The email goes to your subscribers on ${momentInWords(zonedMoment(day, "09:00", ZONE), ZONE)}.`;
    await expect.poll(listSays, { timeout: 20_000 }).toContain(scheduledFor(inDays(3)));

    // Moved a day.
    await publishOrEdit(page, `/internal/issues/${slug}`, { ...fields, date: inDays(4) });
    await expect.poll(listSays, { timeout: 20_000 }).toContain(scheduledFor(inDays(4)));

    // Unpublished: off the web, the email a draft in Kit that he can still send from Kit.
    await tapInView(row.getByRole("checkbox", { name: /Take this issue off the web/ }));
    await tapInView(row.getByRole("button", { name: issueList.actions.unpublish }));
    await expect
      .poll(listSays, { timeout: 20_000 })
      .toContain(`${kitStatusWords.created.label}${kitStatusWords.created.detail} ${kitStatusWords.stillSendable}`);

    // Published again: on the web, its email a draft in Kit.
    await tapInView(row.getByRole("checkbox", { name: /Put this issue back on the web/ }));
    await tapInView(row.getByRole("button", { name: issueList.actions.republish }));
    await expect.poll(listSays, { timeout: 20_000 }).toContain(`${kitStatusWords.created.label}${kitStatusWords.created.detail}`);

    // Deleted in Kit's app: his next change finds it gone, and the list says it will not go out.
    await inKitApp(title, "delete");
    await publishOrEdit(page, `/internal/issues/${slug}`, { ...fields, date: inDays(4), send: "draft", draft: draft("Open with the payoff, then the proof.") });
    await expect.poll(listSays, { timeout: 20_000 }).toContain(`${kitStatusWords.deleted.label}${kitStatusWords.deleted.detail}`);
    expect(await kitBroadcasts(title)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await tapInView(row.getByRole("checkbox", { name: issueList.actions.confirmKitAgain }));
    await tapInView(row.getByRole("button", { name: issueList.actions.kitAgain }));
    await page.getByRole("status").filter({ hasText: issueList.notices["kit-again"] }).waitFor();
    await expect.poll(listSays, { timeout: 20_000 }).toContain(`${kitStatusWords.created.label}${kitStatusWords.created.detail}`);
    expect(await kitBroadcasts(title)).toHaveLength(1);

    // Sent from Kit's app: his next look after a change says Sent by Kit, with its time.
    await inKitApp(title, "send");
    await publishOrEdit(page, `/internal/issues/${slug}`, {
      ...fields,
      date: inDays(4),
      send: "draft",
      draft: draft("Open with the payoff, then the proof, then the ask."),
    });
    await expect.poll(listSays, { timeout: 20_000 }).toMatch(new RegExp(`^${kitStatusWords.sent.label}Kit sent the email on `));
    expect(errors).toEqual([]);

    const desktop = await openPage(browser, `/internal/issues?notice=kit-again#issue-${slug}`, DESKTOP);
    await desktop.page.getByRole("status").filter({ hasText: issueList.notices["kit-again"] }).waitFor();
    expect(await axeViolations(desktop.page)).toEqual([]);
  }, 120_000);
});
