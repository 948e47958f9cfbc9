import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STARTER_DRAFT } from "../../src/newsletter/starter";
import { issuePath } from "../../src/newsletter/paths";
import { ISSUES_PATH } from "../../src/publishing/contract";
import { DELETED_DRAFTS_PATH, draftPath, type DraftAnswer } from "../../src/publishing/drafts";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser, PACE, visitorAddress } from "./fixture";
import { draftBox, openPreviewer, PREVIEWER, typeInDraftAfter, waitForHydration } from "./previewer-page";
import { axeViolations } from "./axe";
import { press, tapInView } from "./tap";
import { must } from "../../src/must.ts";

/** Each test its own visitor, and each run its own words: the worker's D1 outlives a test. */
const run = Date.now().toString(36);
const as = (options: BrowserContextOptions): BrowserContextOptions => ({
  ...options,
  extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
});

const draftIdOf = (page: Page) => new URL(page.url()).searchParams.get("draft");
/** The draft as the server holds it now. */
async function serverText(id: string): Promise<string> {
  const answer = (await (await fetch(new URL(draftPath(id), baseUrl()), { headers: { Accept: "application/json" } })).json()) as DraftAnswer;
  return answer.success ? answer.draft.text : "";
}

async function newIssue(page: Page) {
  await page.getByRole("button", { name: "New issue" }).click();
  await expect.poll(() => draftBox(page).inputValue()).toBe(STARTER_DRAFT);
  await expect.poll(() => draftIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  return must(draftIdOf(page));
}

async function openPublishForm(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const form = page.getByRole("form", { name: "Publish this issue" });
  await form.waitFor();
  return form;
}

describe("drafts on the server", () => {
  it("a draft typed on the laptop opens from the issue list on a phone with its text; the later save on the laptop is told and offered the newer text", async () => {
    const laptop = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const id = await newIssue(laptop.page);
    const words = `Laptop words ${run}`;
    await typeInDraftAfter(laptop.page, "# The first idea\n\n", `${words}. `);
    // Saved on the site within 5 s of the last keystroke.
    await expect.poll(() => serverText(id), { timeout: 5_000, interval: 250 }).toContain(words);
    await laptop.page.getByText("Saved on the site").waitFor();

    const phone = await openPage(browser, ISSUES_PATH, as(PHONE));
    const listed = phone.page.locator(`li[data-draft="${id}"]`);
    expect(await listed.getByRole("heading").textContent()).toBe("One line: the inbox preview and the lead…");
    expect(await listed.textContent()).toMatch(/Edited (just now|1 minute ago)/);
    await tapInView(listed.getByRole("link", { name: "Open in the previewer" }));
    await phone.page.waitForURL(`**${PREVIEWER}?draft=${id}`);
    await waitForHydration(phone.page);
    await expect.poll(() => draftBox(phone.page).inputValue()).toContain(words);
    // A new draft publishes as new.
    const phoneForm = await openPublishForm(phone.page);
    expect(await phoneForm.getByRole("button", { name: "Publish now" }).count()).toBe(1);
    await tapInView(phoneForm.getByRole("button", { name: "Close" }));

    const phoneWords = `Phone words ${run}`;
    await typeInDraftAfter(phone.page, `${words}. `, `${phoneWords}. `);
    await expect.poll(() => serverText(id), { timeout: 5_000, interval: 250 }).toContain(phoneWords);

    // The laptop still holds the earlier version: its save is refused, and it is asked.
    await typeInDraftAfter(laptop.page, `${words}. `, "Laptop again. ");
    const conflict = laptop.page.getByRole("alert").filter({ hasText: "Two versions of this draft" });
    await conflict.waitFor({ timeout: 8_000 });
    expect(await serverText(id)).not.toContain("Laptop again.");
    await conflict.getByRole("button", { name: "Keep this one: the text saved on the site" }).click();
    await expect.poll(() => draftBox(laptop.page).inputValue()).toContain(phoneWords);
    expect(await draftBox(laptop.page).inputValue()).not.toContain("Laptop again.");

    // The one error is the refused save itself, as Chromium logs a 409.
    expect(laptop.errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    expect(phone.errors).toEqual([]);
    expect(laptop.cspViolations).toEqual([]);
    await laptop.close();
    await phone.close();
  });

  it("“New issue” never touches the last issue, and an issue published in Minimal Clean opens for an edit in Minimal Clean", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    await newIssue(page);
    await page.locator('input[type="radio"][value="minimal"]').check();
    const hook = `Minimal hook ${run}`;
    await typeInDraftAfter(page, "HOOK: ", `${hook}. `);
    let form = await openPublishForm(page);
    const title = `Minimal Clean issue ${run}`;
    await form.getByRole("textbox", { name: "Title" }).pressSequentially(title, PACE);
    expect(await form.getByTestId("publish-style").textContent()).toBe("Minimal Clean");
    // Before it goes live: the web page the unsaved draft makes, in a new tab.
    const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Preview the web page" }).click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe("/internal/drafts/preview");
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toContain(title);
    expect(await preview.textContent("body")).toContain(hook);
    // The note that says it is a preview, read by a person at both widths: nothing for axe to find.
    await preview.locator("[data-preview-note]").waitFor();
    expect(await axeViolations(preview), "preview at 1280 px").toEqual([]);
    await preview.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(preview), "preview at 375 px").toEqual([]);
    await preview.close();
    await form.getByRole("button", { name: "Publish now" }).click();
    // The starter's own lines left in are placeholders: a warning he accepts.
    await form.getByTestId("publish-warnings").waitFor();
    expect(await form.getByTestId("publish-warnings").textContent()).toContain("What this issue is about, in a sentence or two.");
    await form.getByRole("checkbox", { name: "Publish with these warnings" }).check();
    await form.getByRole("button", { name: "Publish now" }).click();
    await form.getByTestId("publish-done").waitFor({ timeout: 15_000 });
    await form.getByRole("button", { name: `Update “${title}”` }).waitFor();
    const slug = await form.getByRole("textbox", { name: "Address" }).inputValue();
    await form.getByRole("button", { name: "Close" }).click();

    // New issue: the starter lines, a form that publishes anew, the published issue untouched.
    await newIssue(page);
    form = await openPublishForm(page);
    expect(await form.getByRole("button", { name: /^Update/ }).count()).toBe(0);
    expect(await form.getByRole("button", { name: "Publish now" }).count()).toBe(1);
    expect(await form.getByRole("textbox", { name: "Address" }).inputValue()).toBe("");
    expect(await form.getByRole("textbox", { name: "Address" }).getAttribute("readonly")).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => draftBox(page).inputValue()).toBe(STARTER_DRAFT);
    expect(await (await fetch(new URL(issuePath(slug), baseUrl()))).text()).toContain(hook);
    expect(errors).toEqual([]);
    await close();

    // From the list, "New issue" in another browser: the starter lines, never the last issue.
    const list = await openPage(browser, ISSUES_PATH, as(PHONE));
    await tapInView(list.page.getByRole("button", { name: "New issue" }));
    await list.page.waitForURL(/\/newsletter-preview\?draft=/);
    await waitForHydration(list.page);
    await expect.poll(() => draftBox(list.page).inputValue()).toBe(STARTER_DRAFT);
    const listForm = await openPublishForm(list.page);
    expect(await listForm.getByRole("button", { name: /^Update/ }).count()).toBe(0);
    await list.close();

    // The published issue, opened for an edit in a fresh browser: its own style, title and text.
    const edit = await openPage(browser, ISSUES_PATH, as(DESKTOP));
    await edit.page.locator(`li[data-issue="${slug}"]`).getByRole("link", { name: "Open in the previewer" }).click();
    await waitForHydration(edit.page);
    await expect.poll(() => draftBox(edit.page).inputValue()).toContain(hook);
    await expect.poll(() => edit.page.getByRole("radio", { checked: true }).getAttribute("value")).toBe("minimal");
    const editForm = await openPublishForm(edit.page);
    expect(await editForm.getByTestId("publish-style").textContent()).toBe("Minimal Clean");
    expect(await editForm.getByRole("textbox", { name: "Title" }).inputValue()).toBe(title);
    await editForm.getByRole("button", { name: `Update “${title}”` }).waitFor();
    expect(edit.errors).toEqual([]);
    await edit.close();
  });

  it("axe finds nothing on the issue list and the previewer at 375 and 1280 px", async () => {
    for (const [name, options] of [
      ["375", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const list = await openPage(browser, ISSUES_PATH, as(options));
      expect(await axeViolations(list.page), `issues ${name}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await list.page.screenshot({ path: `/tmp/drafts-issues-${name}.png`, fullPage: true });
      await list.close();
      const previewer = await openPreviewer(browser, PREVIEWER, as(options));
      await previewer.page
        .getByText("Saved on the site")
        .or(previewer.page.getByRole("button", { name: "New issue" }))
        .first()
        .waitFor();
      expect(await axeViolations(previewer.page), `previewer ${name}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await previewer.page.screenshot({ path: `/tmp/drafts-previewer-${name}.png`, fullPage: true });
      await previewer.close();
    }
  });
});

/** The laptop of the owner's week (the phone is PHONE: 375x812, touch). */
const LAPTOP = { ...DESKTOP, viewport: { width: 1280, height: 800 } };
const DEVICES = [
  ["phone", PHONE, "375"],
  ["laptop", LAPTOP, "1280"],
] as const;

/** The draft as the server holds it now (null: none at its address). */
async function serverDraft(id: string) {
  const answer = (await (await fetch(new URL(draftPath(id), baseUrl()), { headers: { Accept: "application/json" } })).json()) as DraftAnswer;
  return answer.success ? answer.draft : null;
}

/** A new draft with a headline and words of its own, typed as a person does, saved on the site. */
async function draftWithHeadline(page: Page, options: BrowserContextOptions, title: string, words: string) {
  await press(page.getByRole("button", { name: "New issue" }), options);
  await expect.poll(() => draftIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  const id = must(draftIdOf(page));
  await press(page.getByRole("textbox", { name: "Headline" }), options);
  await page.keyboard.type(title, PACE);
  await typeInDraftAfter(page, "# The first idea\n\n", `${words}. `);
  await expect.poll(() => serverDraft(id), { timeout: 8_000, interval: 250 }).toMatchObject({ title, text: expect.stringContaining(words) });
  return id;
}

describe("a deleted draft comes back", () => {
  for (const [name, options, width] of DEVICES) {
    it(`${name}: Delete says so with Undo, which brings it back whole; Back onto it says it was deleted and never makes a new draft; axe finds nothing at ${width} px`, async () => {
      const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(options));
      const title = `Kept whole on the ${name} ${run}`;
      const words = `Words the ${name} deleted ${run}`;
      const id = await draftWithHeadline(page, options, title, words);

      // Deleted, confirmed on the page: the list says so first, with its Undo.
      await press(page.getByRole("button", { name: "Delete this draft…" }), options);
      await press(page.getByRole("button", { name: "Delete the draft" }), options);
      await page.waitForURL(`**${ISSUES_PATH}?deleted=${id}`);
      const notice = page.locator(`[data-deleted-notice="${id}"]`);
      expect(await notice.textContent()).toContain(`The draft “${title}” was deleted.`);
      expect(await page.locator(`li[data-draft="${id}"]`).count()).toBe(0);
      expect(await axeViolations(page), `issues after a delete ${width}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await page.screenshot({ path: `/tmp/deleted-notice-${width}.png`, fullPage: true });

      // Back onto the draft's editor: it says the draft was deleted and offers the Undo; what he types makes no draft.
      await page.goBack();
      await waitForHydration(page);
      const status = page.locator('[data-draft-status="deleted"]');
      await status.waitFor({ timeout: 8_000 });
      expect(await status.textContent()).toContain("This draft was deleted");
      expect(draftIdOf(page)).toBe(id);
      expect(await axeViolations(page), `previewer on a deleted draft ${width}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await page.screenshot({ path: `/tmp/deleted-back-${width}.png`, fullPage: true });
      const typed = `Typed after Back ${name} ${run}`;
      await draftBox(page).evaluate((area: HTMLTextAreaElement) => {
        area.focus();
        area.setSelectionRange(0, 0);
      });
      await page.keyboard.type(`${typed}. `, PACE);
      await expect.poll(() => draftBox(page).inputValue()).toContain(typed);
      expect(await status.textContent()).toContain("This draft was deleted");

      // Undo: the draft back at its address, whole; his words typed after the delete are asked about, never lost.
      await Promise.all([page.waitForEvent("load"), press(page.getByRole("button", { name: "Undo" }), options)]);
      await waitForHydration(page);
      expect(draftIdOf(page)).toBe(id);
      await expect.poll(() => serverDraft(id)).toMatchObject({ title, text: expect.stringContaining(words) });
      const question = page.getByRole("alert").filter({ hasText: "Two versions of this draft" });
      await question.waitFor({ timeout: 8_000 });
      await press(question.getByRole("button", { name: "Keep this one: the text saved on the site" }), options);
      await expect.poll(() => page.getByRole("textbox", { name: "Headline" }).inputValue()).toBe(title);
      await expect.poll(() => draftBox(page).inputValue()).toContain(words);
      // No draft was made of what he typed on the deleted draft's page.
      const listed = (await (await fetch(new URL("/internal/drafts", baseUrl()), { headers: { Accept: "application/json" } })).json()) as {
        drafts: { opening: string }[];
      };
      expect(listed.drafts.filter((draft) => draft.opening.includes(typed))).toEqual([]);
      // The one error is the read of the deleted draft on Back, as Chromium logs a 404.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
      await close();
    }, 180_000);

    it(`${name}: the list's Delete, then Recently deleted (linked from the list) restores it whole, without script; axe finds nothing at ${width} px`, async () => {
      const { page, close } = await openPreviewer(browser, PREVIEWER, as(options));
      const title = `Restored from the list on the ${name} ${run}`;
      const words = `Words the ${name} restored ${run}`;
      const id = await draftWithHeadline(page, options, title, words);
      await close();

      const list = await openPage(browser, ISSUES_PATH, { ...as(options), javaScriptEnabled: false });
      await press(list.page.getByRole("button", { name: `Delete the draft “${title}”` }), options);
      await list.page.waitForURL(`**${ISSUES_PATH}?deleted=${id}`);
      expect(await list.page.locator(`[data-deleted-notice="${id}"]`).textContent()).toContain(`The draft “${title}” was deleted.`);
      await press(list.page.getByRole("link", { name: "Recently deleted" }), options);
      await list.page.waitForURL(`**${DELETED_DRAFTS_PATH}`);
      const entry = list.page.locator(`li[data-deleted-draft="${id}"]`);
      expect(await entry.getByRole("heading").textContent()).toBe(title);
      expect(await entry.textContent()).toMatch(/Deleted (just now|1 minute ago), kept until /);
      // axe runs in the page: Recently deleted as a browser with script sees it.
      const looked = await openPage(browser, DELETED_DRAFTS_PATH, as(options));
      await looked.page.locator(`li[data-deleted-draft="${id}"]`).waitFor();
      expect(await axeViolations(looked.page), `recently deleted ${width}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await looked.page.screenshot({ path: `/tmp/recently-deleted-${width}.png`, fullPage: true });
      await looked.close();
      await press(entry.getByRole("button", { name: `Restore the draft “${title}”` }), options);
      await list.page.waitForURL(`**${PREVIEWER}?draft=${id}`);
      expect(await serverDraft(id)).toMatchObject({ title, text: expect.stringContaining(words) });
      await list.close();

      // Opened with script: back whole, headline included.
      const reopened = await openPreviewer(browser, `${PREVIEWER}?draft=${id}`, as(options));
      await expect.poll(() => reopened.page.getByRole("textbox", { name: "Headline" }).inputValue()).toBe(title);
      await expect.poll(() => draftBox(reopened.page).inputValue()).toContain(words);
      expect(reopened.errors).toEqual([]);
      await reopened.close();
      // Off Recently deleted once back.
      expect(await (await fetch(new URL(DELETED_DRAFTS_PATH, baseUrl()))).text()).not.toContain(id);
    }, 180_000);
  }
});

describe("two devices pressing Update", () => {
  it("the later Update, from the version its form opened at, gets the question with both texts (a form post, as without script), and its choice goes through; axe finds nothing at 375 and 1280 px", async () => {
    const slug = `two-updates-${run}`;
    const text = (hook: string) => `HOOK: ${hook}\n\nINTRO:\nHey there.\n\n# The idea\n\nWrite the title before you film.\n`;
    const post = (path: string, body: object) =>
      fetch(new URL(path, baseUrl()), {
        method: "POST",
        headers: { Origin: new URL(baseUrl()).origin, "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": visitorAddress() },
        body: JSON.stringify({ slug, style: "minimal", accept_warnings: "yes", ...body }),
      });
    expect((await post(ISSUES_PATH, { title: `Two updates ${run}`, draft: text("The first text.") })).status).toBe(201);
    // The laptop's Update, from version 1, goes through.
    expect((await post(`${ISSUES_PATH}/${slug}`, { title: `The laptop's title ${run}`, draft: text("The laptop's text."), base_version: "1" })).status).toBe(
      200,
    );

    for (const [name, options, width] of DEVICES) {
      const { page, close } = await openPage(browser, ISSUES_PATH, as(options));
      // This device's Publish form, opened at version 1 (the phone's, then the laptop's, each behind), posted as a page without script posts it.
      const title = `The ${name}'s title ${run}`;
      await page.evaluate(
        ({ action, fields }) => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = action;
          for (const [key, value] of Object.entries(fields))
            form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: key, value }));
          document.body.appendChild(form);
          form.submit();
        },
        {
          action: `${ISSUES_PATH}/${slug}`,
          fields: { title, slug, style: "minimal", accept_warnings: "yes", draft: text(`The ${name}'s text.`), base_version: "1" },
        },
      );
      await page.getByRole("heading", { name: "Two versions of this issue: which one do you keep?" }).waitFor();
      expect(await page.getByTestId("mine-text").textContent()).toContain(`The ${name}'s text.`);
      // On the site: the laptop's Update, then (for the laptop's second form) the phone's choice.
      expect(await page.getByTestId("site-text").textContent()).toContain(name === "phone" ? "The laptop's text." : "The phone's text.");
      expect(await axeViolations(page), `two versions ${width}`).toEqual([]);
      if (process.env.DRAFT_SCREENSHOTS) await page.screenshot({ path: `/tmp/issue-changed-${width}.png`, fullPage: true });
      if (name === "phone") {
        // He keeps his: posted again at the site's version, it goes through.
        await press(page.getByRole("button", { name: "Keep this one: update with my text" }), options);
        await page.waitForURL(`**${issuePath(slug)}`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(title);
      }
      await close();
    }
  }, 180_000);
});
