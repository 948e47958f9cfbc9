import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { draftErrors } from "../../src/content";
import { OWNER_PREFIX } from "../../src/internal";
import { PUBLISH_MAX_BODY_BYTES } from "../../src/publishing";
import type { PageRoute } from "../../src/route-types";
import { configOf, type AppEnv } from "../config";
import { isOwnOrigin, refuse } from "../http";
import { previewPassword } from "./preview-password";

/** Where the door stands: everything under /internal, and each route the table flags `internal` outside it (the previewers). */
export function ownerMounts(routes: readonly PageRoute[]): string[] {
  const outside = routes.filter((route) => route.internal && route.path !== OWNER_PREFIX && !route.path.startsWith(`${OWNER_PREFIX}/`));
  return [`${OWNER_PREFIX}/*`, ...new Set(outside.map((route) => route.path))];
}

/** Never stored or indexed, whatever answers (the sign-in's own 401 and 429, a refusal, an error page). */
const keptPrivate: MiddlewareHandler<AppEnv> = async function keptPrivate(c, next) {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

/** The one sign-in (./preview-password.tsx), for every method, before any handler. */
function ownerSignIn(): MiddlewareHandler<AppEnv> {
  const signIn = previewPassword();
  return async function ownerSignIn(c, next) {
    // The sign-in answers itself (401, 429, the locked page) or lets the request through.
    const refusal = await signIn(c, next);
    if (refusal instanceof Response) c.res = refusal;
  };
}

/** The owner's pages show email HTML, which needs inline styles (worker/security); a preview of a public page keeps its own. */
const ownerCsp: MiddlewareHandler<AppEnv> = async function ownerCsp(c, next) {
  c.set("cspProfile", "email-preview");
  await next();
};

/**
 * The rules of every owner page and endpoint, said once for the group (./index.ts mounts them at
 * each of `ownerMounts`, before any route): kept private, the sign-in, Hono's CSRF check (a
 * cross-site form post, or one naming no origin, is 403; the owner's browser sends his Basic-auth
 * password with any request, and a page elsewhere can send a form but not JSON, which needs a CORS
 * preflight the site never allows), the email preview's CSP, and one body limit (a draft and its
 * share card, 413 in the drafts' words).
 */
export function ownerDoor(): MiddlewareHandler<AppEnv>[] {
  return [
    keptPrivate,
    ownerSignIn(),
    csrf({ origin: (origin, c) => isOwnOrigin(origin, c.req.url, configOf(c.env).siteUrl, configOf(c.env).development) }),
    ownerCsp,
    bodyLimit({
      maxSize: PUBLISH_MAX_BODY_BYTES,
      onError: (c) => refuse(c, 413, { code: "BODY_TOO_LARGE", detail: draftErrors.tooLarge, extensions: { problems: [tooLargeProblem] } }),
    }),
  ];
}

/** The publish form reads its refusals as a list of problems (src/publishing/contract.ts). */
const tooLargeProblem = { field: "body", level: "error", code: "BODY_TOO_LARGE", message: draftErrors.tooLarge } as const;
