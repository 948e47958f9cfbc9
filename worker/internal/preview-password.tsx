import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { HTTPException } from "hono/http-exception";
import { timingSafeEqual } from "hono/utils/buffer";
import { previewerLocked } from "../../src/content/internal";
import { PreviewerLockedPage } from "../../src/pages/previewer-locked";
import { isProduction, type AppEnv } from "../env";
import { renderRequestPage } from "../pages/page-handler";

/** Shown by the browser's sign-in prompt. */
const REALM = "Newsletter previewer";

/**
 * HTTP Basic auth on the internal pages with the PREVIEW_PASSWORD secret. Any user name is
 * accepted: only the password is a secret, compared in constant time with Hono's own helper.
 * Secure by default: in production without the secret the pages stay locked (503, with a page
 * that says how to set it); only local development (ENVIRONMENT=development) runs them open.
 */
export function previewPassword(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const password = c.env.PREVIEW_PASSWORD;
    if (!password) return isProduction(c.env) ? locked(c) : next();
    const guard = basicAuth({
      realm: REALM,
      verifyUser: (_username, given) => timingSafeEqual(given, password),
    });
    try {
      return await guard(c, next);
    } catch (error) {
      // Hono signals the 401 by throwing; answer it here rather than in the app's error page.
      if (error instanceof HTTPException) return error.getResponse();
      throw error;
    }
  };
}

async function locked(c: Context<AppEnv>): Promise<Response> {
  console.error(`${c.req.path} is locked: set the PREVIEW_PASSWORD secret (npx wrangler secret put PREVIEW_PASSWORD) to open the previewer.`);
  const { html } = await renderRequestPage(c, PreviewerLockedPage, {}, { title: previewerLocked.pageTitle, description: previewerLocked.lead });
  return c.body(html, 503, { "Content-Type": "text/html; charset=utf-8", "Retry-After": "3600" });
}
