import { Hono, type MiddlewareHandler } from "hono";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { servePage } from "../pages";
import { STATS_JSON_PATH, STATS_PAGE_PATH } from "../../src/stats/contract";
import { previewPassword } from "./preview-password";
import { serveStatsJson, serveStatsPage } from "./stats";

/** Everything an internal page is, besides its password: never stored, never indexed, email styles allowed. */
function internalResponse(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Read by the security headers: the previewer shows email HTML, which needs inline styles.
    c.set("cspProfile", "email-preview");
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}

/** The internal tools (routes flagged `internal`), one sub-app with their own middleware. */
export function internalPages(routes: PageRoute[]) {
  const app = new Hono<AppEnv>();
  // The stats read their numbers for each request; the other internal pages render from the route table.
  app.get(STATS_JSON_PATH, internalResponse(), previewPassword(), serveStatsJson);
  app.get(STATS_PAGE_PATH, internalResponse(), previewPassword(), serveStatsPage);
  for (const route of routes.filter((route) => route.path !== STATS_PAGE_PATH)) {
    app.get(route.path, internalResponse(), previewPassword(), (c) => servePage(c, route));
  }
  return app;
}
