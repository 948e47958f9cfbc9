import type { Context } from "hono";
import { goneIssue, owner } from "../../src/content";
import { GoneIssuePage } from "../../src/pages";
import type { AppEnv } from "../config";
import { renderRequestPage } from "../pages";

/** 410 Gone for an issue the owner took off the web: search engines drop it, and it is never cached. */
export async function serveGone(c: Context<AppEnv>): Promise<Response> {
  const { html } = await renderRequestPage(c, GoneIssuePage, {}, { title: `${goneIssue.pageTitle} | ${owner.name}`, description: goneIssue.title });
  return c.body(html, 410, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
}
