import { setTimeout as networkDelay } from "node:timers/promises";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { draftStorageKey } from "../../src/previewer/draft-storage";
import { baseUrl, DESKTOP, PHONE, REACT_CHUNK } from "./browser";
import { browser, visitorAddress } from "./fixture";
import { asVisitor } from "./consent-visitor";
import { CLIPBOARD, draftBox, frame, PREVIEWER } from "./previewer-page";
import { framesPainted, press } from "./tap";

/**
 * A person who types from the moment a form appears, while the page's scripts are still on their
 * way: every island with fields hydrates in the middle of their typing (client/adopt-fields.ts),
 * and keeps every character, the caret, the focus and what they ticked. One browser for the file,
 * a fresh context per run; the scripts arrive late (route interception), and React is held until
 * the first keys are in, so the island's code loads while they type on any machine, quick or busy.
 */

/** A normal typing pace: about 12 keys a second. */
const KEY_DELAY_MS = 80;
/** How late every script of the page arrives: the island's code (React included) loads while the person types. */
const SCRIPT_DELAY_MS = 300;
const SCRIPTS = /\/assets\/[^/?]+\.js(\?|$)/;
const RUNS = [1, 2, 3];
/** How many characters go in before React may arrive: the island hydrates in the middle of the typing. */
const KEYS_BEFORE_REACT = 4;

/** What the keys did: how many were pressed before the island they went to had hydrated. */
interface KeyLog {
  keys: number;
  beforeHydration: number;
}

async function openAtFirstPaint(
  path: string,
  options: BrowserContextOptions,
  beforeGoto?: (page: Page) => Promise<void>,
  reactArrives: Promise<void> = Promise.resolve(),
) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
  // The network, not the test, is slow: each script is answered SCRIPT_DELAY_MS late.
  await context.route(SCRIPTS, async (route) => {
    await networkDelay(SCRIPT_DELAY_MS);
    if (REACT_CHUNK.test(new URL(route.request().url()).pathname)) await reactArrives;
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await asVisitor(page);
  await page.addInitScript(() => {
    const log = { keys: 0, beforeHydration: 0 };
    (window as unknown as { __keys: typeof log }).__keys = log;
    addEventListener(
      "keydown",
      (event) => {
        log.keys++;
        const island = event.target instanceof Element ? event.target.closest("[data-island]") : null;
        if (island && island.getAttribute("data-hydrated") !== "true") log.beforeHydration++;
      },
      true,
    );
  });
  await beforeGoto?.(page);
  // From first paint: the test goes on as soon as the response starts.
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: "commit" });
  return { page, errors, close: () => context.close() };
}

const keyLog = (page: Page) => page.evaluate(() => (window as unknown as { __keys: KeyLog }).__keys);

/** Types `text` at a person's pace, letting React through once the first few keys are in. */
async function typeThroughHydration(page: Page, text: string, letReactIn: () => void) {
  await page.keyboard.type(text.slice(0, KEYS_BEFORE_REACT), { delay: KEY_DELAY_MS });
  letReactIn();
  await page.keyboard.type(text.slice(KEYS_BEFORE_REACT), { delay: KEY_DELAY_MS });
}

/** The island holding `field` has hydrated: React drives it now. */
const islandHydrated = (field: Locator) => field.locator('xpath=ancestor::*[@data-island][1][@data-hydrated="true"]').waitFor({ state: "attached" });

/** Two frames: any render the hydration scheduled has been painted. */
const settled = framesPainted;

/**
 * A person taps the field and starts typing once the caret shows; a tap the page did not take
 * (CI once typed a whole address into no field on a cold first page) is repeated, as a person
 * repeats it. Focus taken away later is still caught by expectKept.
 */
async function pressUntilCaret(field: Locator, options: BrowserContextOptions) {
  const focused = () => field.evaluate((node) => node === document.activeElement);
  for (let tap = 0; tap < 3; tap++) {
    await press(field, options);
    if (
      await expect
        .poll(focused, { timeout: 2_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
  throw new Error("three taps on the field never gave it the focus");
}

/** The field holds `text`, has the focus, and the caret sits after the last character typed. */
async function expectKept(field: Locator, text: string) {
  const where = await field
    .page()
    .evaluate(() => ({ active: document.activeElement?.id ?? document.activeElement?.tagName, keys: (window as unknown as { __keys: KeyLog }).__keys }));
  expect(await field.inputValue(), `the keys went to ${JSON.stringify(where)}`).toBe(text);
  const caret = await field.evaluate((node: HTMLInputElement | HTMLTextAreaElement) => ({
    focused: node === document.activeElement,
    start: node.selectionStart,
    end: node.selectionEnd,
  }));
  // Email fields have no caret API (null): their characters in order say the caret stayed at the end.
  expect(caret).toEqual({ focused: true, start: caret.start === null ? null : text.length, end: caret.end === null ? null : text.length });
}

interface FormCase {
  form: string;
  path: string;
  field: string;
  text: string;
  /** What the person does before typing (the first touch may start the hydration). */
  before?: (page: Page, options: BrowserContextOptions) => Promise<void>;
  /** How the keys go in (typing by default), letting React in when the first are. */
  enter?: (page: Page, text: string, letReactIn: () => void) => Promise<void>;
  /** Checks of React's state beyond the field (a re-render keeps what was typed). */
  after?: (page: Page, text: string) => Promise<void>;
  /** Options of the browser context beyond the device. */
  context?: BrowserContextOptions;
  beforeGoto?: (page: Page) => Promise<void>;
  /** The field only exists once the island runs: no key can reach it before. */
  afterHydration?: boolean;
}

const PASTED = "Pasted at once\n\n## A heading the owner wrote elsewhere";
const STORED_DRAFT = "A draft kept from yesterday";

const selectAll = (page: Page) => page.keyboard.press("ControlOrMeta+A");

const forms: FormCase[] = [
  { form: "newsletter signup on the referral share page", path: "/r/abcdefghjk", field: "#hero-signup-email", text: "maria.event@example.com" },
  { form: "lead-magnet signup", path: "/youtube-seo-checklist", field: "#hero-signup-email", text: "maria.event@example.com" },
  {
    form: "signup retry on a thank-you page",
    path: "/lead-magnet/thank-you?signup_error=NETWORK",
    field: "#retry-signup-email",
    text: "maria.event@example.com",
  },
  {
    form: "booking form",
    path: "/speaker/inquire",
    field: "#inquiry-name",
    text: "Maria Event",
    // A tick first: its state must survive the hydration too.
    before: (page, options) => press(page.locator("#inquiry-virtual"), options),
    after: async (page, text) => {
      expect(await page.locator("#inquiry-virtual").isChecked()).toBe(true);
      // Sent as it is: the form's own check finds the name (React's state) and not the others.
      await page.keyboard.press("Enter");
      await page.locator("#inquiry-summary").waitFor();
      expect(await page.locator("#inquiry-name-error").count()).toBe(0);
      expect(await page.locator("#inquiry-email-error").count()).toBe(1);
      expect(await page.locator("#inquiry-name").inputValue()).toBe(text);
      expect(await page.locator("#inquiry-virtual").isChecked()).toBe(true);
    },
  },
  {
    form: "previewer draft, select-all then typing, over a stored draft",
    path: PREVIEWER,
    field: "#previewer-draft",
    text: "Hello from the first paint",
    // A draft kept in this browser loads at hydration: it must not replace what is being typed.
    beforeGoto: async (page) =>
      void (await page.addInitScript(
        ([key, text]) => {
          // The page itself, not the preview's sandboxed frame (init scripts run in every frame).
          if (window === window.top) localStorage.setItem(String(key), String(text));
        },
        [draftStorageKey(PREVIEWER), STORED_DRAFT],
      )),
    enter: async (page, text, letReactIn) => {
      await selectAll(page);
      await typeThroughHydration(page, text, letReactIn);
    },
    after: (page, text) => frame(page).contentFrame().locator("body", { hasText: text }).waitFor(),
  },
  {
    form: "previewer draft, select-all then paste",
    path: PREVIEWER,
    field: "#previewer-draft",
    text: PASTED,
    context: { permissions: CLIPBOARD },
    before: (page) => page.evaluate((pasted) => navigator.clipboard.writeText(pasted), PASTED),
    // One quick gesture: React is let in once it is done.
    enter: async (page) => {
      await selectAll(page);
      await page.keyboard.press("ControlOrMeta+V");
    },
    after: (page) => frame(page).contentFrame().locator("body", { hasText: "A heading the owner wrote elsewhere" }).waitFor(),
  },
  {
    form: "previewer's Publish form",
    path: PREVIEWER,
    field: "#previewer-publish-title",
    text: "Week 42: every key kept",
    afterHydration: true,
    before: async (page, options) => {
      // Publish is a button for script only: it is pressed once the island runs.
      await islandHydrated(draftBox(page));
      await press(page.getByRole("button", { name: "Publish", exact: true }), options);
    },
  },
];

const devices = [
  { device: "phone", options: PHONE },
  { device: "desktop", options: DESKTOP },
];

describe.each(devices)("typing from first paint on a $device, the scripts late", ({ options }) => {
  describe.each(forms)("$form", (form) => {
    it.each(RUNS)("run %i: every character, the caret and the focus are kept", async () => {
      let letReactIn: () => void = () => {};
      // Held until the first keys are in, unless the field needs React before any key can reach it.
      const reactArrives = form.afterHydration ? undefined : new Promise<void>((resolve) => (letReactIn = resolve));
      const { page, errors, close } = await openAtFirstPaint(form.path, { ...options, ...form.context }, form.beforeGoto, reactArrives);
      const field = page.locator(form.field);
      if (!form.afterHydration) await field.waitFor();
      await form.before?.(page, options);
      await field.waitFor();
      await pressUntilCaret(field, options);
      await (form.enter ?? typeThroughHydration)(page, form.text, letReactIn);
      letReactIn();
      await islandHydrated(field);
      await settled(page);
      await expectKept(field, form.text);
      const keys = await keyLog(page);
      // The race this test is about happened: keys arrived before React did (except where the field needs it).
      if (!form.afterHydration) expect(keys.beforeHydration).toBeGreaterThan(0);
      await form.after?.(page, form.text);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
