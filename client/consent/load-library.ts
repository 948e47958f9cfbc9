import { script, stylesheet } from "virtual:cookieconsent-assets";

type CookieConsentApi = Window["CookieConsent"];

function hasStylesheet(): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href.includes("cookieconsent"));
}

/** Resolves once the sheet applies (or failed), so the banner never shows unstyled and never shifts. */
function addStylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheet;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function addScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = script;
    element.onload = () => resolve();
    element.onerror = () => reject(new Error(`Could not load ${script}`));
    document.head.appendChild(element);
  });
}

/**
 * The consent library's stylesheet and script, from the site's own static path unless already on
 * the page; both are fetched in parallel and the library runs once both are there.
 */
export async function loadCookieConsent(): Promise<CookieConsentApi> {
  await Promise.all([hasStylesheet() ? undefined : addStylesheet(), window.CookieConsent ? undefined : addScript()]);
  return window.CookieConsent;
}

/**
 * Resolves in a task of its own. The library's script runs in the task that loaded it; starting
 * the library there too would make one long task of both, which blocks input for its whole length.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted content (at once where paint timing is not supported). An
 * idle moment alone does not promise it: on a busy device the main thread can be idle while the
 * first frame is still on its way.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the page has loaded and painted and the main thread is idle, or at the visitor's first
 * interaction, whichever comes first: the consent start-up never competes with the first paint
 * or the page's own work, and is there before a click could need it.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      for (const type of INTERACTIONS) removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
    const whenIdle = () =>
      void firstContentfulPaint().then(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(start, 200);
      });
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}
