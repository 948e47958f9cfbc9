import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { except } from "hono/combine";
import { timing } from "hono/timing";
import { trimTrailingSlash } from "hono/trailing-slash";
import { pageRoutes, redirectRoutes } from "../src/routes";
import { VIEW_PATH } from "../src/stats";
import type { PageRoute } from "../src/route-types";
import { apiRoutes } from "./api";
import { WIDGET_STAND_IN_PATH, type AppEnv } from "./config";
import { feedRoutes } from "./feed";
import { internalPages, markOwnerBeacons } from "./internal";
import { serveApplicationError, serveNotFound, servePage } from "./pages";
import { issuePages } from "./publishing";
import { referralPages } from "./referral-pages";
import { securityHeaders } from "./security";
import { seoRoutes } from "./seo";
import { serveWidgetStandIn } from "./turnstile";
import { videoPages } from "./videos";

/** Assembles the site. Routes are a parameter so tests can add one that throws. */
export function createApp(routes: PageRoute[] = pageRoutes) {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  app.use(trimTrailingSlash({ alwaysRedirect: true }));
  // Server-Timing on pages only; the API answers stay lean.
  app.use(except("/api/*", timing({ total: true, crossOrigin: false })));
  // The owner's door (worker/internal), first: its rules stand before every route under /internal and every route flagged internal.
  app.route("/", internalPages(routes.filter((route) => route.internal)));
  // His own views of the public pages, when his browser sends his sign-in along, are not the site's traffic.
  app.use(VIEW_PATH, markOwnerBeacons());

  app.route("/", apiRoutes);
  app.route("/", seoRoutes);
  app.route("/", feedRoutes);
  app.route("/", referralPages);
  // Turnstile's widget stand-in, for test site keys only (`npm start`, the tests); else not found.
  app.get(WIDGET_STAND_IN_PATH, serveWidgetStandIn);

  for (const { from, to } of redirectRoutes) {
    app.get(from, (c) => c.redirect(to, 301));
  }
  // The archive and the issues' pages, published ones included, before the route table's own.
  app.route("/", issuePages);
  app.route("/", videoPages);
  for (const route of routes.filter((route) => !route.internal)) {
    app.get(route.path, (c) => servePage(c, route));
  }

  // /api answers its own unknown paths and errors (./api); these are the pages'.
  app.notFound((c) => serveNotFound(c));

  app.onError((error, c) => {
    // A refusal a middleware throws (Hono's CSRF check: 403) is its own answer.
    if (error instanceof HTTPException) return error.getResponse();
    console.error("Unhandled error", c.req.method, c.req.path, error);
    return serveApplicationError(c, error);
  });

  return app;
}
