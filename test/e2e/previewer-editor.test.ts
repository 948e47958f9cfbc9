import { describe, expect, it } from "vitest";
import { DESKTOP } from "./browser";
import { browser } from "./fixture";
import { BACKUP, draftBox, expectedSample, frame, frameHtml, openPreviewer, PREVIEWER, typeInDraftAfter, waitForHydration } from "./previewer-page";
import { must } from "../../src/must.ts";

// biome-ignore lint/performance/useDomNodeTextContent: the text as a reader sees it (CSS applied), not the nodes' raw text
const frameText = (page: import("playwright-core").Page) => frame(page).contentFrame().locator("body").innerText();

/**
 * Waits until the preview frame shows `text`: the state the test means. A poll that gives up
 * after a second failed on a busy machine while the frame was still loading its new document.
 */
const frameShows = (page: import("playwright-core").Page, text: string) => frame(page).contentFrame().locator("body", { hasText: text }).waitFor();

const SAMPLE_HOOK = "Your average retention is hiding two different videos";

describe("the draft editor", () => {
  it("starts from the sample, and what is typed shows in the preview", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const expected = await expectedSample(page);
    const draft = draftBox(page);
    expect(await draft.inputValue()).toBe(expected.draft);

    await typeInDraftAfter(page, "abandon.", " Typed live.");
    await frameShows(page, "abandon. Typed live.");
    expect(await frameHtml(page)).not.toBe(expected.html("editorial"));
    expect(errors).toEqual([]);
    await close();
  });

  it("renders a pasted draft with sections, callouts and lists", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    await draftBox(page).fill(
      ["HOOK: Pasted hook", "INTRO:\nPasted intro.", "# First section", "TIP_BOX: A pasted tip.", "* one point\n* another point", "PRO_TIP"].join("\n\n"),
    );
    await frameShows(page, "Pasted intro.");
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
    await frameShows(page, "Kept after reload.");

    await page.reload();
    await waitForHydration(page);
    // Hydration and the restored draft arrive in one render.
    expect(await draftBox(page).inputValue()).toBe(edited);
    await frameShows(page, "Kept after reload.");

    // Same browser, the other instance: its own draft, still the sample.
    await page.goto(new URL(BACKUP, page.url()).href);
    await waitForHydration(page);
    expect(await draftBox(page).inputValue()).toBe(expected.draft);
    await close();
  });

  it("after a reload, never shows the sample in the frame beside the saved draft", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const saved = "HOOK: Only the saved draft.\n\nINTRO:\nWritten before the reload.\n";
    await draftBox(page).fill(saved);
    await frameShows(page, "Written before the reload.");

    // Hold the previewer's code, to see the page as the server sent it (the sample, in the editor and the frame).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/NewsletterPreviewer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const serverFrame = must(page.frames().find((candidate) => candidate.parentFrame() === page.mainFrame()));
    await serverFrame.locator("body", { hasText: SAMPLE_HOOK }).waitFor();
    expect(await draftBox(page).inputValue()).toContain(SAMPLE_HOOK);

    release();
    await waitForHydration(page);
    // The editor now holds the saved draft; the frame that showed the sample must be gone with it,
    // not left on screen while its new document loads.
    expect(await draftBox(page).inputValue()).toBe(saved);
    expect(serverFrame.isDetached()).toBe(true);
    await frameShows(page, "Written before the reload.");
    expect(await frameText(page)).not.toContain(SAMPLE_HOOK);
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
    await frameShows(page, "Before reset.");

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
    await frameShows(page, "Before reset.");
    await close();
  });
});
