import { Hono, type Context } from "hono";
import { referralProgressPage, referralSharePage } from "../../src/content";
import { SIGNUP_ERROR_PARAM } from "../../src/signup";
import { NewsletterPage, ReferralProgressPage } from "../../src/pages";
import { afterResponse } from "../background";
import type { AppEnv } from "../config";
import { htmlResponse, renderRequestPage, serveNotFound } from "../pages";
import { isCodeShape, liveCode, progressFor, recordOwnerVisit, referralSettings } from "../referrals";
import { sharePath } from "../../src/referrals";

/**
 * The referral programme's pages (docs/referrals.md): the share page /r/<code> and the signed
 * progress page /r/<code>/progress/<signature>. Both name a person, so both are answered
 * `private, no-store` and `noindex`: neither Workers Cache in front of the worker nor a browser or
 * proxy keeps one referrer's page to show it for another address (the site's shared pages are the
 * only ones kept at the edge: docs/caching.md; `private` and `no-store`:
 * https://developers.cloudflare.com/cache/concepts/cache-control/).
 */
const PERSONAL = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const referralPages = new Hono<AppEnv>();

/** A friend's landing: the newsletter page, with who recommended it and the code in its forms; else the plain landing. */
referralPages.get("/r/:code", async (c) => {
  const code = c.req.param("code");
  const referrer = isCodeShape(code) ? await liveCode(c.env.DB, code).catch(() => null) : null;
  const referral = referrer
    ? { invitedBy: referralSharePage.invitedBy(referrer.first_name ?? referralSharePage.anonymousReferrer), referralCode: code }
    : undefined;
  // A form post without JavaScript that failed comes back here with its error (the forms show it).
  const error = c.req.query(SIGNUP_ERROR_PARAM);
  const { html, renderMs } = await renderRequestPage(c, NewsletterPage, referral ? { referral } : {}, {
    title: referralSharePage.title,
    description: referralSharePage.description,
    path: referral ? sharePath(code) : "/newsletter",
    search: error ? { [SIGNUP_ERROR_PARAM]: error.slice(0, 100) } : {},
  });
  return htmlResponse(c, html, 200, renderMs, PERSONAL);
});

/** A referrer's progress: HTML, or JSON when asked for; a wrong signature or a code no longer live is the plain 404. */
referralPages.get("/r/:code/progress/:signature", async (c) => {
  const code = c.req.param("code");
  const progress = await progressFor(c.env, referralSettings(c.env), code, c.req.param("signature"));
  if (!progress) return notFound(c);
  // The referrer's own visitor today: a friend's signup from it does not count (worker/referrals).
  afterResponse(
    c,
    recordOwnerVisit(c.env, c.req.raw, code).catch((error: unknown) => console.error("[referrals] could not note a progress visit:", error)),
  );
  if (wantsJson(c.req.header("Accept"))) {
    const { confirmed, pending, unlocked, next, shareLink } = progress;
    return c.json({ confirmed, pending, unlocked, next, shareLink }, 200, PERSONAL);
  }
  const { html, renderMs } = await renderRequestPage(
    c,
    ReferralProgressPage,
    { progress },
    { title: referralProgressPage.title, description: referralProgressPage.heading, path: c.req.path },
  );
  return htmlResponse(c, html, 200, renderMs, PERSONAL);
});

function notFound(c: Context<AppEnv>) {
  return serveNotFound(c);
}

/** JSON when the request prefers it to HTML (a script's `Accept: application/json`). */
function wantsJson(accept: string | undefined): boolean {
  const types = (accept ?? "").toLowerCase();
  return types.includes("application/json") && !types.includes("text/html");
}
