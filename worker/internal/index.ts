import { Hono, type MiddlewareHandler } from "hono";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { servePage } from "../pages";
import { previewPassword } from "./preview-password";

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
  for (const route of routes) {
    app.get(route.path, internalResponse(), previewPassword(), (c) => servePage(c, route));
  }
  return app;
}
