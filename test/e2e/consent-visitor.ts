import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { startWorker, type RunningWorker } from "./server";

export const MEASUREMENT_ID = "G-TEST12345";
export const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/**
 * The consent library hides itself from automated browsers (`hideFromBots`, which reads
 * navigator.webdriver). Tests play a person: the flag reads false, set before any page script.
 * Optionally the browser sends Global Privacy Control.
 */
export async function asVisitor(page: Page, { gpc = false }: { gpc?: boolean } = {}) {
  await page.addInitScript((sendGpc) => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true });
    if (sendGpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
  }, gpc);
}

/** Waits until the cookie banner has slid in and stands still (axe and a person both read it then). */
export async function bannerStill(page: Page) {
  await page.getByRole("dialog", { name: "We use cookies" }).waitFor({ state: "visible" });
  await page.waitForFunction(() => {
    const box = document.querySelector("#cc-main .cc--anim .cm");
    return box != null && getComputedStyle(box).opacity === "1" && box.getAnimations().length === 0;
  });
}

/**
 * Stands in for gtag.js (no outside network here): it records that it ran and sets a `_ga`
 * cookie like the real one. Returns the list of gtag.js requests made.
 */
export async function stubGtag(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(GTAG_URL, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: 'window.__gtagRan = true; document.cookie = "_ga=GA1.1.42.42; path=/"; document.cookie = "_ga_TEST12345=GS1.1; path=/";',
    });
  });
  return requests;
}

export interface ConsentCookie {
  categories: string[];
  revision: number;
  consentId: string;
}

export async function consentCookie(page: Page): Promise<ConsentCookie | undefined> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "cc_cookie");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as ConsentCookie) : undefined;
}

export async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

/** The Consent Mode commands on the page's data layer, e.g. ["consent", "default", {...}]. */
export async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === "consent"),
  );
}

/** A second served worker with analytics configured (the shared one has none). */
export async function startAnalyticsWorker(): Promise<RunningWorker & { dispose(): Promise<void> }> {
  const state = mkdtempSync(join(tmpdir(), "playback-consent-"));
  const worker = await startWorker({ ENVIRONMENT: "development", ANALYTICS_MEASUREMENT_ID: MEASUREMENT_ID }, state);
  return {
    ...worker,
    async dispose() {
      await worker.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
