import type { PageRoute } from "../../src/route-types";
import { TURNSTILE_FORM_ISLANDS } from "../../src/signup";
import { configOf, type Env } from "../config";
import { keepStartUpPage } from "./page-cache";
import { pageMeta } from "./page-meta";
import { pageStyle } from "./page-styles";
import { renderPage } from "./render-page";

// Without the isolate's environment only the shape of the markup matters, never its links: nothing is kept then.
const WARM_UP_SITE = "https://warm-up.invalid";

/**
 * Workers refuse timers in start-up code, and React's server renderer calls `setTimeout(fn, 0)`
 * only to yield between its steps. While the warm-up runs, those steps run as microtasks instead;
 * the runtime's own timer is back before the first request.
 */
async function withTimersAsMicrotasks<T>(work: () => Promise<T>): Promise<T> {
  const timer = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: () => void) => {
    queueMicrotask(callback);
    return 0;
  }) as unknown as typeof setTimeout;
  try {
    return await work();
  } finally {
    globalThis.setTimeout = timer;
  }
}

export interface WarmUpResult {
  rendered: string[];
  /** Paths whose render threw, each with its error. */
  failed: { path: string; error: unknown }[];
}

/**
 * Renders each shared page once while the isolate starts, so that the renderer, the components and
 * each page's stylesheet are compiled and built before a visitor waits on them, and, given the
 * isolate's environment, keeps each page for the page cache (page-cache.ts), so the first request
 * of a page is a cache hit. Workers start an isolate while the visitor's TLS handshake is still
 * under way, so this time is mostly hidden; `npm run bench` reports it against the 1-second start-up
 * limit (https://developers.cloudflare.com/workers/platform/limits/). Free of I/O, as start-up code must be. A page that fails here goes on the list (and
 * fails again, with its 500 page, when it is requested).
 */
export function warmUpPages(routes: readonly PageRoute[], env?: Env): Promise<WarmUpResult> {
  const { siteUrl, publicConfig } = env ? configOf(env) : { siteUrl: WARM_UP_SITE, publicConfig: {} };
  return withTimersAsMicrotasks(async () => {
    const result: WarmUpResult = { rendered: [], failed: [] };
    for (const route of routes) {
      if (route.cache === "private") continue;
      try {
        const { Page } = route;
        const { html, renderMs, islands } = await renderPage(
          <Page />,
          pageMeta(route, siteUrl),
          { path: route.path, search: {}, siteUrl, publicConfig },
          pageStyle(Page),
          {
            // In full: shells are built at a page's first fresh render, not in the start-up time.
            shell: false,
          },
        );
        if (env)
          keepStartUpPage(route.path, env, {
            html,
            renderMs,
            signupForm: TURNSTILE_FORM_ISLANDS.some((name) => islands.has(name)),
            frames: route.frames ?? [],
          });
        result.rendered.push(route.path);
      } catch (error) {
        result.failed.push({ path: route.path, error });
      }
    }
    return result;
  });
}
