import type { MiddlewareHandler } from "hono";
import { isOwnerPath } from "../../src/internal/owner-paths";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { previewPassword } from "./preview-password";

/** Whether `path` is one of the owner's: under /internal or a previewer (src/internal/owner-paths.ts), or a route the route table flags `internal`. */
export function ownerPathTest(routes: PageRoute[]): (path: string) => boolean {
  const flagged = new Set(routes.filter((route) => route.internal).map((route) => route.path));
  return (path) => isOwnerPath(path) || flagged.has(path);
}

/**
 * The one sign-in in front of every owner page (./preview-password.tsx), for every method, before
 * any route is matched: a page, endpoint or preview added under /internal, or a route flagged
 * `internal`, cannot be reached without it, however it is registered. Never stored or indexed,
 * whatever answers (the sign-in's own 401 and 429 included).
 */
export function ownerGuard(routes: PageRoute[]): MiddlewareHandler<AppEnv> {
  const isOwnerPath = ownerPathTest(routes);
  const signIn = previewPassword();
  return async (c, next) => {
    if (!isOwnerPath(c.req.path)) return next();
    // The sign-in answers itself (401, 429, the locked page) or lets the request through.
    const refusal = await signIn(c, next);
    if (refusal instanceof Response) c.res = refusal;
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}
