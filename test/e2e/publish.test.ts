import AxeBuilder from "@axe-core/playwright";
import { parseAtomFeed } from "feedsmith";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../src/newsletter/paths";
import { ISSUES_PATH } from "../../src/publishing/contract";
import { FAKE_EMAIL_TEMPLATES } from "../fakes/fake-kit-broadcasts";
import { baseUrl, DESKTOP, openPage, PHONE } from "./browser";
import { browser, PACE, visitorAddress } from "./fixture";
import { kitBroadcasts } from "./fake-kit-readout";
import { draftBox, openPreviewer, PREVIEWER, typeInDraftAfter, waitForHydration } from "./previewer-page";
import { tapInView } from "./tap";
import { must } from "../../src/must.ts";

/** Each test its own visitor, and each run its own addresses: the worker's D1 outlives a test. */
const run = Date.now().toString(36);
const as = (options: BrowserContextOptions): BrowserContextOptions => ({
  ...options,
  extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
});

/** A person's typing pace in the draft and the form. */

/** The owner's POSTs to the publishing endpoint, as the page sent them. */
function watchPublishRequests(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(ISSUES_PATH)) posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Replaces the draft with `text`, typed as a person would. */
async function typeDraft(page: Page, text: string) {
  await draftBox(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await draftBox(page).pressSequentially(text, PACE);
}

async function openPublishForm(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await title.waitFor();
  // The focus moves into the form.
  await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
  return { form: page.getByRole("form", { name: "Publish this issue" }), title, slug: page.getByRole("textbox", { name: "Address" }) };
}

const draftOf = (hook: string, extra = "") =>
  `HOOK: ${hook}\n\nINTRO:\nThis week I looked at why the first thirty seconds decide a video's fate.${extra}\n\n# The first thirty seconds\nOpen with the payoff, not the setup.\n`;

describe("publishing from the previewer", () => {
  it("the owner types a draft, publishes it and finds it on its page, in the archive, the feed and the sitemap; Kit holds one draft", async () => {
    const started = Date.now();
    const { page, errors, cspViolations, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const posts = watchPublishRequests(page);
    const hook = `Hooks that hold, run ${run}.`;
    await typeDraft(page, draftOf(hook));

    const { form, title, slug } = await openPublishForm(page);
    const titleText = `Hooks That Hold: Zoë's <Test> ${run}`;
    await title.pressSequentially(titleText, PACE);
    // The address follows the title: accents dropped, capitals lowered, punctuation a hyphen.
    const expectedSlug = `hooks-that-hold-zoe-s-test-${run}`;
    await expect.poll(() => slug.inputValue()).toBe(expectedSlug);
    expect(await form.getByTestId("publish-style").textContent()).toBe("Premium Editorial");
    expect(await form.textContent()).toContain("Today in your time zone (America/Kentucky/Louisville): the issue goes live");

    await form.getByRole("button", { name: "Publish now" }).click();
    const done = form.getByTestId("publish-done");
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getAttribute("data-state")).toBe("live");
    expect(await form.getByTestId("kit-state").getAttribute("data-state")).toMatch(/^(created|waiting)$/);
    // Published: the address is locked, and Publish now edits the issue.
    expect(await slug.getAttribute("readonly")).not.toBeNull();
    expect(await form.getByRole("button", { name: `Update “${titleText}”` }).count()).toBe(1);
    expect(posts).toEqual([ISSUES_PATH]);
    // The draft stays in the editor.
    expect(await draftBox(page).inputValue()).toContain(hook);

    const axe = await new AxeBuilder({ page: page as never })
      .include("form")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    // The issue's page, from the link in the published state.
    await done.getByRole("link", { name: issuePath(expectedSlug) }).click();
    await page.waitForURL(`**${issuePath(expectedSlug)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(titleText);
    expect(await page.textContent("body")).toContain(hook);

    // Everywhere the site lists issues, on the first request.
    await page.goto(new URL(ARCHIVE_PATH, baseUrl()).href);
    expect(await page.getByRole("link", { name: titleText }).first().getAttribute("href")).toContain(issuePath(expectedSlug));
    const feed = parseAtomFeed(await (await fetch(new URL(FEED_PATH, baseUrl()))).text());
    const entry = feed.entries?.find((candidate) => candidate.id?.endsWith(issuePath(expectedSlug)));
    // The markup in the title is text, in the feed as on the page.
    expect(typeof entry?.title === "object" ? entry.title.value : entry?.title).toBe(titleText);
    const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl()))).text();
    expect(sitemap).toContain(issuePath(expectedSlug));

    // Kit: exactly one draft broadcast, private, its subject the title, its preview text the hook.
    await expect.poll(async () => (await kitBroadcasts(titleText)).length, { timeout: 20_000 }).toBe(1);
    const [broadcast] = await kitBroadcasts(titleText);
    // Until the owner picks a template, Kit's default one.
    expect(broadcast).toMatchObject({
      subject: titleText,
      preview_text: hook,
      public: false,
      send_at: null,
      email_template: { id: must(FAKE_EMAIL_TEMPLATES.find((template) => template.is_default)).id },
    });
    expect(must(broadcast).content).toContain("Open with the payoff, not the setup.");
    expect(must(broadcast).content).toContain("{{ unsubscribe_url }}");

    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await close();

    // From the owner's issue list, "Open in the previewer": the issue in the editor, its address locked; Publish edits it.
    const reopened = await openPage(browser, ISSUES_PATH, as(DESKTOP));
    await reopened.page.locator(`li[data-issue="${expectedSlug}"]`).getByRole("link", { name: "Open in the previewer" }).click();
    await reopened.page.waitForURL(`**${PREVIEWER}?issue=${expectedSlug}`);
    await waitForHydration(reopened.page);
    await expect.poll(() => draftBox(reopened.page).inputValue()).toContain(hook);
    // Opened once: the address names the issue's draft instead, so a reload keeps the owner's edits.
    await expect.poll(() => new URL(reopened.page.url()).search).toMatch(/^\?draft=[0-9a-f-]{36}$/);
    await typeInDraftAfter(reopened.page, "Open with the payoff, not the setup.", " Edited.");
    const again = await openPublishForm(reopened.page);
    expect(await again.title.inputValue()).toBe(titleText);
    expect(await again.slug.inputValue()).toBe(expectedSlug);
    expect(await again.slug.getAttribute("readonly")).not.toBeNull();
    await again.form.getByRole("button", { name: `Update “${titleText}”` }).click();
    await again.form.getByTestId("publish-done").waitFor({ timeout: 15_000 });
    expect(await again.form.getByTestId("publish-done").textContent()).toContain("Updated");
    expect(await (await fetch(new URL(issuePath(expectedSlug), baseUrl()))).text()).toContain("not the setup. Edited.");
    await reopened.close();
    console.info(`publish flow (desktop): ${Date.now() - started} ms`);
  }, 90_000);

  it("the subject and preview text typed with the draft are the email's, on a publish and on an update", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const hook = `The hook stays on the page, run ${run}.`;
    await typeDraft(page, draftOf(hook));
    await page.getByText("The email's subject and preview text").click();
    const subject = `Open me first ${run}`;
    await page.getByRole("textbox", { name: "Subject (empty: the title)" }).pressSequentially(subject, PACE);
    await page.getByRole("textbox", { name: "Preview text (empty: the hook)" }).pressSequentially("One change before you film.", PACE);
    const { form, title } = await openPublishForm(page);
    const titleText = `Own subject ${run}`;
    await title.pressSequentially(titleText, PACE);
    await form.getByRole("button", { name: "Publish now" }).click();
    await form.getByTestId("publish-done").waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await kitBroadcasts(subject)).length, { timeout: 20_000 }).toBe(1);
    expect((await kitBroadcasts(subject))[0]).toMatchObject({ preview_text: "One change before you film." });
    expect(await kitBroadcasts(titleText)).toEqual([]);

    // A changed subject reaches Kit with the next Update.
    const subjectBox = page.getByRole("textbox", { name: "Subject (empty: the title)" });
    await subjectBox.click();
    await page.keyboard.press("End");
    await subjectBox.pressSequentially(" (updated)", PACE);
    expect(await subjectBox.inputValue()).toBe(`${subject} (updated)`);
    await form.getByRole("button", { name: `Update “${titleText}”` }).click();
    await expect.poll(async () => form.getByTestId("publish-done").textContent(), { timeout: 15_000 }).toContain("Updated");
    await expect.poll(async () => (await kitBroadcasts(`${subject} (updated)`)).length, { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it("a problem that would break the email stops the publish and is listed with a way to fix it", async () => {
    const { page, close } = await openPreviewer(browser, PREVIEWER, as(DESKTOP));
    const posts = watchPublishRequests(page);
    // Pasted, not typed: a link to an old http address.
    await draftBox(page).fill(draftOf(`Old link ${run}.`, ' See <a href="http://old.example/post">my old post</a>.'));
    const { form, title } = await openPublishForm(page);
    await title.pressSequentially(`Old link ${run}`, PACE);
    await form.getByRole("button", { name: "Publish now" }).click();
    const problems = form.getByTestId("publish-errors");
    await problems.waitFor();
    expect(await problems.locator("li[data-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-code")))).toEqual(["LINK_NOT_HTTPS"]);
    expect(await problems.textContent()).toContain("http://old.example/post is not https or mailto");
    expect(await problems.textContent()).toContain("Change it to an https:// address");
    // Stopped before the site: nothing was sent, and no box to accept it appears.
    expect(posts).toEqual([]);
    expect(await form.getByRole("checkbox").count()).toBe(0);
    // Escape closes the form and gives the focus back to Publish; the draft stays.
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Publish");
    expect(await draftBox(page).inputValue()).toContain(`Old link ${run}.`);
    await close();
  });

  it("on a phone: warnings are accepted, and a double tap publishes one issue", async () => {
    const { page, errors, close } = await openPreviewer(browser, PREVIEWER, as(PHONE));
    const posts = watchPublishRequests(page);
    const titleText = `Phone issue ${run}`;
    await typeDraft(page, draftOf(`From the phone ${run}.`, ' See <a href="https://example.com/more"></a>.'));
    await tapInView(page.getByRole("button", { name: "Publish", exact: true }));
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.waitFor();
    await title.pressSequentially(titleText, PACE);
    const form = page.getByRole("form", { name: "Publish this issue" });
    // The form fits the phone's width.
    expect(must(await form.boundingBox()).width).toBeLessThanOrEqual(375);
    await tapInView(form.getByRole("button", { name: "Publish now" }));
    await form.getByTestId("publish-warnings").waitFor();
    expect(await form.getByTestId("publish-warnings").textContent()).toContain("A link to https://example.com/more has no text");
    expect(posts).toEqual([]);
    await tapInView(form.getByRole("checkbox", { name: "Publish with these warnings" }));
    // Two presses within one moment, before the page can redraw the button as disabled.
    await form.getByRole("button", { name: "Publish now" }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await form.getByTestId("publish-done").waitFor({ timeout: 15_000 });
    expect(posts).toEqual([ISSUES_PATH]);
    await expect.poll(async () => (await kitBroadcasts(titleText)).length, { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
