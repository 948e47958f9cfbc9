import { describe, expect, it } from "vitest";
import { issues } from "../../src/newsletter/archive";
import { ARCHIVE_PATH, issuePath } from "../../src/newsletter/paths";
import { DESKTOP } from "./browser";
import { browser } from "./fixture";
import { draftBox, frame, frameHtml, openPreviewer, PREVIEWER, waitForHydration } from "./previewer-page";
import { must } from "../../src/must.ts";

const origin = async (page: import("playwright-core").Page) => new URL(must(await page.locator('link[rel="canonical"]').getAttribute("href"))).origin;
const viewInBrowser = (href: string) => `<a href="${href}" class="nl-link"`;

describe("the previewer and the archive", () => {
  it("links a fresh draft's 'View in browser' to the archive, and an opened issue's to its page, through a reload", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const site = await origin(page);
    expect(await frameHtml(page)).toContain(viewInBrowser(`${site}${ARCHIVE_PATH}`));

    const issue = must(issues.find((entry) => entry.style !== "editorial"));
    await page.getByLabel("Sent issue").selectOption(issue.slug);
    await page.getByRole("button", { name: "Open in the editor" }).click();
    expect(await draftBox(page).inputValue()).toBe(issue.draft);
    expect(await page.getByRole("radio", { checked: true }).getAttribute("value")).toBe(issue.style);
    await expect.poll(() => frameHtml(page)).toContain(viewInBrowser(`${site}${issuePath(issue.slug)}`));
    await frame(page).contentFrame().getByRole("link", { name: "View in browser" }).waitFor();
    await page.getByText(`Opened from the archive: ${issue.title}.`).waitFor();

    await page.reload();
    await waitForHydration(page);
    expect(await draftBox(page).inputValue()).toBe(issue.draft);
    expect(await frameHtml(page)).toContain(viewInBrowser(`${site}${issuePath(issue.slug)}`));

    await page.getByRole("button", { name: "Reset to sample" }).click();
    expect(await frameHtml(page)).toContain(viewInBrowser(`${site}${ARCHIVE_PATH}`));
    expect(errors).toEqual([]);
    await close();
  });

  it("can open every archived issue", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, DESKTOP);
    const options = await page
      .getByLabel("Sent issue")
      .locator("option")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(issues.map((issue) => issue.slug));
    await close();
  });
});
