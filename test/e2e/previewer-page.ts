import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { createSampleNewsletter, formatDraft, issueUrl, renderNewsletter, type StyleKey } from "../../src/newsletter";
import { PREVIEW_HEAD } from "../../src/previewer/preview-document";
import { openPage, type WatchedPage } from "./browser";
import { must } from "../../src/must.ts";

export const PREVIEWER = "/newsletter-preview";
export const BACKUP = "/newsletter-preview-backup";
export const CLIPBOARD = ["clipboard-read", "clipboard-write"];

export interface PreviewerPage extends WatchedPage {
  /** CSP violations reported by the page (DOM event and Chromium's console). */
  cspViolations: string[];
  /** Paths of the scripts the page requested, in order. */
  scripts: string[];
}

/** Opens a previewer page, watching CSP and scripts, and waits until its island works. */
export async function openPreviewer(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
  beforeGoto?: (page: Page) => Promise<void>,
): Promise<PreviewerPage> {
  const cspViolations: string[] = [];
  const scripts: string[] = [];
  const watched = await openPage(browser, path, options, async (page) => {
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.exposeFunction("__reportCspViolation", (text: string) => cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
        );
      });
    });
    await beforeGoto?.(page);
  });
  await waitForHydration(watched.page);
  return { ...watched, cspViolations, scripts };
}

export async function waitForHydration(page: Page) {
  await page.locator('[data-island][data-hydrated="true"]').waitFor();
}

/** The sample as the page renders it: its links use the site's own origin; a fresh draft's "View in browser" opens the archive. */
export async function expectedSample(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const origin = new URL(must(canonical)).origin;
  const sample = createSampleNewsletter(origin);
  return { sample, draft: formatDraft(sample), html: (style: StyleKey) => renderNewsletter(sample, style, { webUrl: issueUrl(undefined, origin) }) };
}

export const frame = (page: Page) => page.locator('iframe[title="Email preview"]');

/** The email HTML the frame shows, without the preview's own additions to <head>. */
export async function frameHtml(page: Page): Promise<string> {
  return ((await frame(page).getAttribute("srcdoc")) ?? "").replace(PREVIEW_HEAD, "");
}

export async function frameWidth(page: Page): Promise<number> {
  return must(await frame(page).boundingBox()).width;
}

export const draftBox = (page: Page) => page.getByRole("textbox", { name: "Newsletter draft" });

/** Types into the draft right after the first occurrence of `marker`, as a person would. */
export async function typeInDraftAfter(page: Page, marker: string, text: string) {
  await draftBox(page).evaluate((area: HTMLTextAreaElement, after: string) => {
    const index = area.value.indexOf(after) + after.length;
    area.focus();
    area.setSelectionRange(index, index);
  }, marker);
  await page.keyboard.type(text);
}
