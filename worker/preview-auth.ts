import type { MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { HTTPException } from "hono/http-exception";
import { timingSafeEqual } from "hono/utils/buffer";
import type { AppEnv } from "./env";
import { isPreviewPath } from "./security/policy";

/** Shown by the browser's sign-in prompt. */
const REALM = "Newsletter previewer";

/**
 * HTTP Basic auth on the newsletter previewer when the PREVIEW_PASSWORD secret is set; without
 * it the previewer stays open (local development). Any user name is accepted: only the password
 * is a secret, compared in constant time with Hono's own helper.
 */
export function previewAuth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const password = c.env.PREVIEW_PASSWORD;
    if (!password || !isPreviewPath(c.req.path)) return next();
    const guard = basicAuth({
      realm: REALM,
      verifyUser: (_username, given) => timingSafeEqual(given, password),
    });
    try {
      return await guard(c, next);
    } catch (error) {
      // Hono signals the 401 by throwing; answer it here rather than in the app's error page.
      if (error instanceof HTTPException) {
        const response = error.getResponse();
        response.headers.set("Cache-Control", "no-store");
        return response;
      }
      throw error;
    }
  };
}
