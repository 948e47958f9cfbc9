import type { PageRoute } from "../../src/route-types";
import { pageMeta } from "./page-meta";
import { pageStyle } from "./page-styles";
import { renderPage } from "./render-page";

// Only the shape of the markup matters here, never its links: nothing rendered is kept.
const WARM_UP_SITE = "https://warm-up.invalid";

/**
 * Renders each shared page once while the isolate starts, and throws the markup away, so that the
 * renderer, the components and each page's stylesheet are compiled and built before a visitor
 * waits on them. Workers start an isolate while the visitor's TLS handshake is still under way,
 * so this time is mostly hidden; `npm run bench` reports it against the 400 ms start-up limit.
 * Synchronous and free of I/O, as start-up code must be; a page that fails here fails again, and
 * is reported, when it is requested.
 */
export function warmUpPages(routes: readonly PageRoute[]): void {
  for (const route of routes) {
    if (route.cache === "private") continue;
    try {
      const { Page } = route;
      renderPage(<Page />, pageMeta(route, WARM_UP_SITE), { path: route.path, search: {}, siteUrl: WARM_UP_SITE, publicConfig: {} }, pageStyle(Page));
    } catch {
      // Reported on the request instead (see above).
    }
  }
}
