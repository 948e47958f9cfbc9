import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { expect, inject, onTestFinished } from "vitest";
import { visitorAddress } from "./visitor-address";
import { lane } from "./lane";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args.mts";

export const baseUrl = () => lane().baseUrl;

/** Starts a stack's Chromium (test/e2e/stack.ts); the files on that stack connect to it. */
export async function launchBrowserServer(executablePath: string) {
  return chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The stack's Chromium, connected once per file (a browser launched per file cost a start-up each):
 * contexts, not browsers, keep visitors apart. Closing it disconnects this file and closes the
 * contexts it opened. Prefer `browserTest` (./fixture.ts), which closes each test's contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(lane().chromiumEndpoint);
}

/**
 * A person's own browser profile (its user data directory on disk): what it stores (local storage,
 * cookies) outlives closing it, as a laptop's browser keeps a draft's copy between two days.
 */
export function launchProfile(userDataDir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: inject("chromiumPath"), headless: true, args: CHROMIUM_ARGS, ...options });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  /** Same-origin requests that answered 400 or more (broken assets and links). */
  failedRequests: string[];
  close(): Promise<void>;
}

/** A person's desktop browser, not the headless one the tests drive (whose user agent the stats drop as a bot, and the experiments show the control). */
export const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;

export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = DESKTOP,
  /** Runs before navigation, e.g. to listen to responses or add init scripts. */
  beforeGoto?: (page: Page) => void | Promise<void>,
): Promise<WatchedPage> {
  // A visitor of its own unless the test names the address (the same person again, a shared network).
  const address = options.extraHTTPHeaders?.["CF-Connecting-IP"] ?? visitorAddress();
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, "CF-Connecting-IP": address } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const failedRequests: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseUrl()).origin && response.status() >= 400 && url.pathname !== path) {
      failedRequests.push(`${response.status()} ${url.pathname}`);
    }
  });
  // The context is the test's: closed when it ends, pass or fail (a second close is a no-op).
  if (expect.getState().currentTestName !== undefined) onTestFinished(() => context.close());
  await beforeGoto?.(page);
  await page.goto(new URL(path, baseUrl()).href);
  return { page, errors, failedRequests, close: () => context.close() };
}

/** A script a page loaded: its path and its size gzipped at level 9. */
export interface LoadedScript {
  url: string;
  gzip: number;
}

/**
 * What a page with a form may ship in JavaScript (gzip) before a visitor touches an island: the
 * consent script and the island loader. React and the form's code come on the first touch.
 */
export const FORM_PAGE_JS_BUDGET = 80 * 1024;

/** On a page without islands, the consent start-up and its library are the only scripts. */
export const CONSENT_SCRIPT = /\/(assets\/consent-[\w-]+\.js|vendor\/cookieconsent\/[\w.-]+\.js)$/;
/** The view beacon (client/beacon.ts): every page links it; it posts one view after load. */
export const BEACON_SCRIPT = /\/assets\/beacon-[\w-]+\.js$/;
/** What the beacon may weigh (gzip): it is on every page, so it stays tiny. */
export const BEACON_BUDGET = 1024;
/** The island loader (client/islands.ts): the one script a page with islands links. */
export const ISLAND_LOADER = /\/assets\/islands-[\w-]+\.js$/;
/** React and React DOM, one chunk (vite.config.ts), loaded when the first island hydrates. */
export const REACT_CHUNK = /\/assets\/react-[\w-]+\.js$/;

/** Opens `path` like `openPage`, waits until the network is idle, and returns every script it loaded. */
export async function openPageWithScripts(browser: Browser, path: string, options: BrowserContextOptions = DESKTOP) {
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  const watched = await openPage(browser, path, options, (page) => {
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => void scripts.push({ url, gzip: gzipSync(body, { level: 9 }).length })));
    });
  });
  await watched.page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return { ...watched, scripts, gzipTotal: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

/**
 * Islands hydrate on a visitor's first touch (src/island-markers.ts). Points at the island that holds
 * `target`, as a visitor's pointer would, and waits until React has hydrated it. Islands that
 * hydrate at load (the 404 page's console report, which renders nothing to point at) are waited for.
 */
export async function touchToHydrate(target: Locator): Promise<void> {
  const root = target.locator("xpath=ancestor-or-self::*[@data-island][1]");
  if ((await root.getAttribute("data-island-hydrate")) !== "load") await root.hover();
  await root.locator('xpath=self::*[@data-hydrated="true"]').waitFor({ state: "attached" });
}
