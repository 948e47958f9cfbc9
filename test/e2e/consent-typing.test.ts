import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { isMagnetSlug, thankYouPathFor } from "../../src/content/magnets";
import { signupFields } from "../../src/signup/contract";
import type { FakeKitState } from "../fakes/fake-kit";
import { baseUrl, DESKTOP, PHONE, REACT_CHUNK } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { asVisitor, bannerStill } from "./consent-visitor";
import { readRoutes } from "./routes";
import { lane } from "./lane";
import { framesPainted, press, tapInView } from "./tap";
import { must } from "../../src/must.ts";

/**
 * A person who arrives and types at once: the cookie banner appears while they type (their first
 * key starts the consent start-up) and must not take the keyboard from them.
 */

const kitControl = async (path: string, body?: object) =>
  (await (await fetch(`${lane().fakeKitOrigin}/__fake/${path}`, body ? { method: "POST", body: JSON.stringify(body) } : undefined)).json()) as FakeKitState;
beforeEach(async () => {
  await kitControl("reset", {});
});

let emails = 0;
const freshEmail = () => `typed.person${++emails}.${Date.now().toString(36)}@example.com`;

/** A normal typing pace: about 12 keys a second. */
const KEY_DELAY_MS = 80;

interface SignupPage {
  path: string;
  /** The page's first signup form (its id). */
  formId: string;
  thankYou: string;
}

/** Every page with a signup form, from the route table: what the visitor can type into. */
async function signupPages(): Promise<SignupPage[]> {
  const found: SignupPage[] = [];
  for (const { path, internal } of readRoutes()) {
    if (internal) continue;
    const html = await (await fetch(new URL(path, baseUrl()))).text();
    const form = /<form\b[^>]*\bid="([^"]+)"[^>]*\baction="\/api\/subscribe"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form) continue;
    const magnet = new RegExp(`name="${signupFields.magnet}" value="([^"]+)"`).exec(must(form[2]))?.[1];
    found.push({ path, formId: must(form[1]), thankYou: thankYouPathFor(isMagnetSlug(magnet) ? magnet : undefined) });
  }
  return found;
}

const pages = await signupPages();

/**
 * Opens `path` as a person (the banner shows to people only) with an address of their own, and
 * records, from before any page script, where each key went and every focus change.
 */
async function openAsPerson(path: string, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await asVisitor(page);
  await page.addInitScript(() => {
    const name = (node: EventTarget | null) => (node instanceof Element ? node.id || node.className || node.tagName : String(node));
    const log = { keys: [] as string[], focus: [] as string[] };
    (window as unknown as { __typing: typeof log }).__typing = log;
    addEventListener("keydown", (event) => log.keys.push(name(event.target)), true);
    addEventListener("focusin", (event) => log.focus.push(name(event.target)), true);
  });
  // At once: the visitor does not wait for the page to finish loading.
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: "domcontentloaded" });
  return { page, errors, close: () => context.close() };
}

const typingLog = (page: Page) => page.evaluate(() => (window as unknown as { __typing: { keys: string[]; focus: string[] } }).__typing);
const banner = (page: Page) => page.getByRole("dialog", { name: "We use cookies" });

const viewports = [
  { name: "desktop", options: DESKTOP },
  { name: "phone", options: PHONE },
];

describe("a visitor who types at once", () => {
  it("finds every page with a signup form", () => {
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/newsletter", "/youtube-seo-checklist"]));
  });

  describe.each(viewports)("$name", ({ options }) => {
    it.each(pages)("$path: every key stays in the field while the banner appears, and the signup lands on $thankYou", async ({ path, formId, thankYou }) => {
      const { page, errors, close } = await openAsPerson(path, options);
      const field = page.locator(`#${formId}-email`);
      await press(field, options);
      const email = freshEmail();
      await page.keyboard.type(email, { delay: KEY_DELAY_MS });
      // The banner came up while they typed (their first key started it), and took nothing.
      await banner(page).waitFor({ state: "visible" });
      expect(await field.inputValue()).toBe(email);
      const log = await typingLog(page);
      expect(log.keys).toHaveLength(email.length);
      expect(new Set(log.keys)).toEqual(new Set([`${formId}-email`]));
      // Focus went to the field when they clicked it (the banner may have had it before, on a page
      // nobody had touched yet), and nowhere after.
      expect(log.focus.slice(log.focus.indexOf(`${formId}-email`))).toEqual([`${formId}-email`]);
      expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);

      await page.keyboard.press("Enter");
      await page.waitForURL(`**${thankYou}`);
      await expect.poll(async () => (await kitControl("state")).subscribers.map((subscriber) => subscriber.email_address)).toContain(email);
      expect(errors).toEqual([]);
      await close();
    });
  });

  it.each(viewports)("keeps every key typed before the form is hydrated, and a click then still ends on the thank-you page ($name)", async ({ options }) => {
    const { page, close } = await openAsPerson("/youtube-seo-checklist", options);
    // React stays on its way until the form has been sent: the click meets the plain form.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(REACT_CHUNK, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const field = page.locator("#hero-signup-email");
    await press(field, options);
    const email = freshEmail();
    await page.keyboard.type(email, { delay: KEY_DELAY_MS });
    expect(await field.inputValue()).toBe(email);
    expect(await page.locator("form#hero-signup[data-enhanced]").count()).toBe(0);
    const button = page.locator("form#hero-signup button[type=submit]");
    await press(button, options);
    await page.waitForURL("**/youtube-seo-checklist/thank-you");
    release();
    await expect.poll(async () => (await kitControl("state")).subscribers.map((subscriber) => subscriber.email_address)).toContain(email);
    await close();
  });

  it.each(viewports)("keeps keys typed while the form hydrates: the hydrated field holds the whole address ($name)", async ({ options }) => {
    const { page, close } = await openAsPerson("/newsletter", options);
    const field = page.locator("#hero-signup-email");
    await press(field, options);
    const email = freshEmail();
    await page.keyboard.type(email, { delay: KEY_DELAY_MS });
    await page.locator("form#hero-signup[data-enhanced]").waitFor({ state: "attached" });
    expect(await field.inputValue()).toBe(email);
    await close();
  });
});

/** Waits two frames: a focus change's scrolling and layout are done. */
const settled = framesPainted;

describe("the banner beside a visitor in a field", () => {
  it("is a named region, last in the Tab order, and a polite status says where it is", async () => {
    const { page, close } = await openAsPerson("/newsletter", DESKTOP);
    const field = page.locator("#hero-signup-email");
    await field.click();
    await page.keyboard.type("a", { delay: KEY_DELAY_MS });
    await bannerStill(page);
    expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
    const region = page.getByRole("region", { name: "Cookie choice" });
    expect(await region.getByRole("dialog", { name: "We use cookies" }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "We use cookies" }).textContent())
      .toMatch(/Accept all, Reject all or Settings in the cookie banner/);
    // From the page's last control, Tab goes on into the banner.
    await page.locator("footer a").last().focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Accept all");

    await page.keyboard.press("Enter");
    await banner(page).waitFor({ state: "hidden" });
    expect(await region.count()).toBe(0);
    await close();
  });

  it("on a page nobody has touched yet, it takes focus once, so the first Tab lands on the choice, and says nothing more", async () => {
    const { page, close } = await openAsPerson("/newsletter", DESKTOP);
    await bannerStill(page);
    await page.waitForFunction(() => document.activeElement?.closest("#cc-main") != null);
    await settled(page);
    const log = await typingLog(page);
    expect(log.focus).toHaveLength(1);
    expect(await page.getByRole("status").filter({ hasText: "We use cookies" }).count()).toBe(0);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Accept all");
    await close();
  });

  it.each(["/newsletter", "/", "/sales-page"])("at 375 px, Tab from the field never lands on a control hidden behind the banner (%s)", async (path) => {
    const { page, close } = await openAsPerson(path, PHONE);
    const field = page.locator("form[action='/api/subscribe'] input[type=email]").first();
    await tapInView(field);
    await bannerStill(page);
    await field.focus();
    const hidden: string[] = [];
    let stops = 0;
    for (; stops < 60; stops++) {
      await page.keyboard.press("Tab");
      await settled(page);
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || focused.closest("#cc-main")) return null;
        const box = focused.getBoundingClientRect();
        // In the page: no import reaches it, so a missing banner is a thrown TypeError, not must().
        const cover = (document.querySelector("#cc-main .cm") as Element).getBoundingClientRect();
        const overlap = box.bottom > cover.top && box.top < cover.bottom && box.right > cover.left && box.left < cover.right;
        const offScreen = box.bottom <= 0 || box.top >= window.innerHeight;
        return { name: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 30)}"`, obscured: overlap || offScreen };
      });
      if (!stop) break;
      if (stop.obscured) hidden.push(stop.name);
    }
    expect(stops).toBeGreaterThan(5);
    expect(hidden).toEqual([]);
    await close();
  });

  // A narrow desktop window: a phone's browser already scrolls the field it focuses to the middle.
  it("in a 375 px window, a field the visitor is typing in is moved above the banner when it comes up", async () => {
    const { page, close } = await openAsPerson("/sales-page", { viewport: PHONE.viewport });
    await page.waitForLoadState("load");
    const field = page.locator("#waitlist input[type=email]");
    // The field near the bottom of the window, where the banner will be.
    await field.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight + 24));
    await settled(page);
    expect(await field.evaluate((node) => window.innerHeight - node.getBoundingClientRect().bottom)).toBeLessThan(100);
    await field.click();
    await page.keyboard.type("someone@", { delay: KEY_DELAY_MS });
    await bannerStill(page);
    await settled(page);
    const [box, cover] = await Promise.all([field.boundingBox(), banner(page).boundingBox()]);
    expect(must(box).y + must(box).height).toBeLessThanOrEqual(must(cover).y);
    expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
    await close();
  });
});
