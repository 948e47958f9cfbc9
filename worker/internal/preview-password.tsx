import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { HTTPException } from "hono/http-exception";
import { timingSafeEqual } from "hono/utils/buffer";
import { accessRequired, passwordRule, previewerGuesses, previewerLocked } from "../../src/content/internal";
import { PreviewerLockedPage } from "../../src/pages/previewer-locked";
import { afterResponse } from "../background";
import { configOf, type AppEnv } from "../config";
import { clientKey, rateLimit, type RateDecision } from "../limits";
import { renderRequestPage } from "../pages";
import { countTally } from "../tallies";
import { hasAccessToken } from "./cloudflare-access";
import { meetsPasswordRule } from "./password-strength";

/** Shown by the browser's sign-in prompt. */
const REALM = "Newsletter previewer";

/**
 * Wrong passwords a client (an IPv4 address or an IPv6 /64) may send in a window before it is
 * told to wait (429). Only wrong passwords count, and the password is checked first: the right one
 * always gets in, whatever others behind the same address guessed. What makes guessing hopeless is
 * the password rule (./password-strength.ts); this only slows a client down.
 */
const PASSWORD_GUESSES = { kind: "preview-guess", max: 10, windowSeconds: 15 * 60, whenUnavailable: "refuse" } as const;

function tooManyGuesses(c: Context<AppEnv>, retryAfter: number): Response {
  console.warn(`[previewer] too many wrong passwords from one client; told to wait ${retryAfter} s`);
  return c.text(previewerGuesses.tooMany(Math.ceil(retryAfter / 60)), 429, { "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
}

/** The guess counter cannot answer: a wrong password is not answered uncounted. */
function guessesUncounted(c: Context<AppEnv>, retryAfter: number): Response {
  return c.text(previewerGuesses.uncounted, 503, { "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
}

/**
 * The internal pages' sign-in (config `signIn`, docs/deploy.md#sign-in): Cloudflare Access's token
 * when Access is set up; else HTTP Basic auth with the PREVIEW_PASSWORD secret (any user name,
 * the password compared in constant time), which must meet the password rule (./password-strength.ts)
 * or the pages stay locked, in production and locally alike; open only in local development
 * without a password. Wrong passwords are counted per
 * client (slowed past PASSWORD_GUESSES) and in total (the owner's stats page).
 */
export function previewPassword(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const signIn = configOf(c.env).signIn;
    switch (signIn.kind) {
      case "open":
        return next();
      case "locked":
        return locked(c, false);
      case "access":
        if (await hasAccessToken(c.req.raw, signIn)) return next();
        return c.text(accessRequired, 403, { "Cache-Control": "no-store" });
      case "password":
        if (!(await meetsPasswordRule(signIn.password))) return locked(c, true);
        return passwordGate(c, next, signIn.password);
    }
  };
}

async function passwordGate(c: Context<AppEnv>, next: () => Promise<void>, password: string): Promise<Response | void> {
  let wrongGuess: RateDecision | undefined;
  const guard = basicAuth({
    realm: REALM,
    verifyUser: async (_username, given) => {
      if (await timingSafeEqual(given, password)) return true;
      // Only a wrong password is counted: per client (to slow it) and in total (for the owner).
      afterResponse(c, countTally(c.env.DB, "wrong-password"));
      wrongGuess = await rateLimit(c.env.LIMIT_COUNTER, PASSWORD_GUESSES, clientKey(c.req.header("CF-Connecting-IP")));
      return false;
    },
  });
  try {
    return await guard(c, next);
  } catch (error) {
    // Hono signals the 401 by throwing; a client past its wrong guesses is told to wait instead.
    if (!(error instanceof HTTPException)) throw error;
    const guess = wrongGuess as RateDecision | undefined;
    if (guess && !guess.allowed) return "unavailable" in guess ? guessesUncounted(c, guess.retryAfter) : tooManyGuesses(c, guess.retryAfter);
    return error.getResponse();
  }
}

async function locked(c: Context<AppEnv>, weak: boolean): Promise<Response> {
  console.error(
    weak
      ? `${c.req.path} is locked: PREVIEW_PASSWORD is too weak: ${passwordRule}. Set a new one with npx wrangler secret put PREVIEW_PASSWORD.`
      : `${c.req.path} is locked: set the PREVIEW_PASSWORD secret (npx wrangler secret put PREVIEW_PASSWORD) to open the previewer.`,
  );
  const { html } = await renderRequestPage(c, PreviewerLockedPage, { weak }, { title: previewerLocked.pageTitle, description: previewerLocked.lead });
  return c.body(html, 503, { "Content-Type": "text/html; charset=utf-8", "Retry-After": "3600" });
}
