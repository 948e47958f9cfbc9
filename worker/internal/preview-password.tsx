import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { HTTPException } from "hono/http-exception";
import { timingSafeEqual } from "hono/utils/buffer";
import { accessRequired, passwordRule, previewerGuesses, previewerLocked } from "../../src/content";
import { PreviewerLockedPage } from "../../src/pages";
import { afterResponse } from "../background";
import { configOf, type AppEnv } from "../config";
import { clientKey, networkKey, rateLimit, rememberedRefusal, type RateDecision } from "../limits";
import { renderRequestPage } from "../pages";
import { countTallyHeld } from "../tallies";
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
const PASSWORD_GUESSES = { kind: "preview-guess", max: 10, windowSeconds: 15 * 60, whenUnavailable: "refuse", rememberRefusals: true } as const;
/**
 * Wrong passwords an IPv6 /48 (65,536 /64s) may send in the same window, counted once its /64's
 * own guesses passed. Both counters remember a refusal in the isolate (worker/limits): a client
 * told 429 costs no Durable Object request while it waits.
 */
const NETWORK_GUESSES = { kind: "preview-guess-network", max: 20, windowSeconds: 15 * 60, whenUnavailable: "refuse", rememberRefusals: true } as const;

/** Counts a wrong password of this client, then of its /48: the first refusal is the answer. */
async function countGuess(c: Context<AppEnv>): Promise<RateDecision> {
  const address = c.req.header("CF-Connecting-IP");
  const network = networkKey(address);
  // A network this isolate saw refused is refused before any counter is asked.
  const networkRefused = network === undefined ? undefined : rememberedRefusal(NETWORK_GUESSES, network);
  if (networkRefused) return networkRefused;
  const client = await rateLimit(c.env.LIMIT_COUNTER, PASSWORD_GUESSES, clientKey(address));
  if (!client.allowed || network === undefined) return client;
  return rateLimit(c.env.LIMIT_COUNTER, NETWORK_GUESSES, network);
}

/** The right password, which does not meet the rule: the locked page instead of the page asked for. */
class WeakPassword extends Error {}

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
 * the password compared in constant time), which must meet the password rule (./password-strength.ts),
 * judged once it matched, or the pages stay locked, in production and locally alike; open only in
 * local development without a password. Wrong passwords are counted per client and per /48
 * (slowed past PASSWORD_GUESSES and NETWORK_GUESSES) and in total (the owner's stats page).
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
        return passwordGate(c, next, signIn.password);
    }
  };
}

async function passwordGate(c: Context<AppEnv>, next: () => Promise<void>, password: string): ReturnType<MiddlewareHandler> {
  let wrongGuess: RateDecision | undefined;
  const guard = basicAuth({
    realm: REALM,
    verifyUser: async (_username, given) => {
      if (await timingSafeEqual(given, password)) {
        // Judged only once it matched: no anonymous request loads the estimator (password-strength.ts).
        if (!(await meetsPasswordRule(password, c.env.DB))) throw new WeakPassword();
        return true;
      }
      // Only a wrong password is counted: per client and /48 (to slow them) and in total (for the
      // owner, written at most once a minute per isolate: worker/tallies).
      afterResponse(c, countTallyHeld(c.env.DB, "wrong-password"));
      wrongGuess = await countGuess(c);
      return false;
    },
  });
  try {
    return await guard(c, next);
  } catch (error) {
    if (error instanceof WeakPassword) return locked(c, true);
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
