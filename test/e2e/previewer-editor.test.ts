import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser } from "./browser";
import { BACKUP, draftBox, expectedSample, frame, frameHtml, openPreviewer, PREVIEWER, typeInDraftAfter, waitForHydration } from "./previewer-page";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const frameText = (page: import("playwright-core").Page) => frame(page).contentFrame().locator("body").innerText();

describe("the draft editor", () => {
  it("starts from the sample, and what is typed shows in the preview", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const draft = draftBox(page);
    expect(await draft.inputValue()).toBe(expected.draft);

    await typeInDraftAfter(page, "abandon.", " Typed live.");
    await expect.poll(() => frameText(page)).toContain("abandon. Typed live.");
    expect(await frameHtml(page)).not.toBe(expected.html("editorial"));
    expect(errors).toEqual([]);
    await close();
  });

  it("renders a pasted draft with sections, callouts and lists", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await draftBox(page).fill(
      ["HOOK: Pasted hook", "INTRO:\nPasted intro.", "# First section", "TIP_BOX: A pasted tip.", "* one point\n* another point", "PRO_TIP"].join("\n\n"),
    );
    await expect.poll(() => frameText(page)).toContain("Pasted intro.");
    const text = await frameText(page);
    expect(text).toContain("First section");
    expect(text).toContain("A pasted tip.");
    expect(text).toContain("another point");
    expect(text).toContain("Advanced Mode > [Breakdown Menu] > Audience by watch behavior");
    await close();
  });

  it("keeps the draft through a reload, separately for each previewer page", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const edited = expected.draft.replace("HOOK: ", "HOOK: Kept after reload. ");
    await draftBox(page).fill(edited);
    await expect.poll(() => frameText(page)).toContain("Kept after reload.");

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => draftBox(page).inputValue()).toBe(edited);
    await expect.poll(() => frameText(page)).toContain("Kept after reload.");

    // Same browser, the other instance: its own draft, still the sample.
    await page.goto(new URL(BACKUP, page.url()).href);
    await waitForHydration(page);
    expect(await draftBox(page).inputValue()).toBe(expected.draft);
    await close();
  });

  it("keeps what was typed just before leaving the page", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await draftBox(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("Last words");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => draftBox(page).inputValue()).toMatch(/Last words$/);
    await close();
  });

  it("'Reset to sample' restores the sample, and the reset can be undone", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const edited = expected.draft.replace("HOOK: ", "HOOK: Before reset. ");
    await draftBox(page).fill(edited);
    await expect.poll(() => frameText(page)).toContain("Before reset.");

    await page.getByRole("button", { name: "Reset to sample" }).click();
    expect(await draftBox(page).inputValue()).toBe(expected.draft);
    await expect.poll(() => frameHtml(page)).toBe(expected.html("editorial"));
    await page.reload();
    await waitForHydration(page);
    expect(await draftBox(page).inputValue()).toBe(expected.draft);

    await draftBox(page).fill(edited);
    await page.getByRole("button", { name: "Reset to sample" }).click();
    await page.getByRole("button", { name: "Undo reset" }).click();
    expect(await draftBox(page).inputValue()).toBe(edited);
    await expect.poll(() => frameText(page)).toContain("Before reset.");
    await close();
  });
});
