import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { HTTPException } from "hono/http-exception";
import { timingSafeEqual } from "hono/utils/buffer";
import { previewerGuesses, previewerLocked } from "../../src/content/internal";
import { PreviewerLockedPage } from "../../src/pages/previewer-locked";
import { configOf, type AppEnv } from "../config";
import { clientKey, giveBack, rateLimit } from "../limits";
import { renderRequestPage } from "../pages";

/** Shown by the browser's sign-in prompt. */
const REALM = "Newsletter previewer";

/**
 * Wrong passwords a client (an IPv4 address or an IPv6 /64) may try in a window. Past it, every
 * request with credentials gets 429, a right password included, so guessing cannot go on.
 */
const PASSWORD_GUESSES = { kind: "preview-guess", max: 10, windowSeconds: 15 * 60, whenUnavailable: "refuse" } as const;

function tooManyGuesses(c: Context<AppEnv>, retryAfter: number): Response {
  console.warn(`[previewer] too many wrong passwords from one client; refused for ${retryAfter} s`);
  return c.text(previewerGuesses.tooMany(Math.ceil(retryAfter / 60)), 429, { "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
}

/** The guess counter cannot answer: no password is checked uncounted, so none is checked now. */
function guessesUncounted(c: Context<AppEnv>, retryAfter: number): Response {
  return c.text(previewerGuesses.uncounted, 503, { "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
}

/**
 * HTTP Basic auth on the internal pages with the PREVIEW_PASSWORD secret. Any user name is
 * accepted: only the password is a secret, compared in constant time with Hono's own helper.
 * Secure by default: in production without the secret the pages stay locked (503, with a page
 * that says how to set it); only local development (ENVIRONMENT=development) runs them open.
 * Wrong passwords are limited per client (PASSWORD_GUESSES).
 */
export function previewPassword(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { previewPassword: password, development } = configOf(c.env);
    if (!password) return development ? next() : locked(c);
    // A request with credentials is a guess: counted before it is checked (so parallel guesses meet
    // one count), and given back when right, so only wrong passwords spend the allowance.
    const client = clientKey(c.req.header("CF-Connecting-IP"));
    if (c.req.header("Authorization")) {
      const guess = await rateLimit(c.env.LIMIT_COUNTER, PASSWORD_GUESSES, client);
      if (!guess.allowed) return "unavailable" in guess ? guessesUncounted(c, guess.retryAfter) : tooManyGuesses(c, guess.retryAfter);
    }
    const guard = basicAuth({
      realm: REALM,
      verifyUser: async (_username, given) => {
        const right = await timingSafeEqual(given, password);
        if (right) await giveBack(c.env.LIMIT_COUNTER, PASSWORD_GUESSES, client);
        return right;
      },
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
