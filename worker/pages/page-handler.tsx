import type { Context } from "hono";
import type { ComponentType } from "react";
import { setMetric } from "hono/timing";
import { applicationError, notFound } from "../../src/content/errors";
import { owner } from "../../src/content/owner";
import { ApplicationErrorPage } from "../../src/pages/application-error";
import { NotFoundPage } from "../../src/pages/not-found";
import type { PageRoute } from "../../src/route-types";
import { SIGNUP_FORM_ISLANDS } from "../../src/signup/contract";
import { changesOf } from "../../src/experiments";
import { configOf, isDevelopment, type AppEnv } from "../config";
import { experimentView } from "../experiments";
import { PAGE_CACHE_CONTROL, PER_VISITOR_CACHE_CONTROL, pageCacheKey, pageEtag, readCachedPage, storeCachedPage } from "./page-cache";
import { pageSearch } from "./page-query";
import { pageMeta } from "./page-meta";
import { pageStyle, type InlineStyle } from "./page-styles";
import { renderPage, type RenderedPage } from "./render-page";

/** The page's inline stylesheet; its hash goes into this response's CSP (security-headers.ts). */
function withStyleHash(c: Context<AppEnv>, style: InlineStyle | null): InlineStyle | null {
  if (style) c.set("styleHash", style.hash);
  return style;
}

/** Whether the page rendered a signup form: its CSP may then allow Turnstile (security-headers.ts). */
function hasSignupForm(c: Context<AppEnv>, islands: ReadonlySet<string>): boolean {
  const signupForm = SIGNUP_FORM_ISLANDS.some((name) => islands.has(name));
  if (signupForm) c.set("signupForm", true);
  return signupForm;
}

const HTML = "text/html; charset=utf-8";
const RENDER_METRIC = "render";

function htmlResponse(
  c: Context<AppEnv>,
  body: ReadableStream | Uint8Array<ArrayBuffer>,
  status: number,
  renderMs: number,
  headers: Record<string, string>,
  description = "page render",
) {
  setMetric(c, RENDER_METRIC, renderMs, description);
  return c.body(body, status as 200, { "Content-Type": HTML, ...headers });
}

/**
 * Renders a route of the table, from the page cache when this build already rendered it. A page
 * with an experiment is rendered in the variant this visitor sees (worker/experiments), and each
 * variant has its own cache entry.
 */
export async function servePage(c: Context<AppEnv>, route: PageRoute): Promise<Response> {
  const url = new URL(c.req.url);
  // Private pages (the internal tools) never reach the page cache; their sub-app sets their headers.
  const internal = route.cache === "private";
  const served = internal ? undefined : await experimentView(c.env, c.req.raw, route.path);
  const experiment = served?.view;
  const cacheKey = pageCacheKey(route.path, url, c.env, experiment);
  const etag = pageEtag(cacheKey);
  const cacheHeaders: Record<string, string> = internal ? {} : { "Cache-Control": served?.perVisitor ? PER_VISITOR_CACHE_CONTROL : PAGE_CACHE_CONTROL, ETag: etag };
  if (route.noindex) cacheHeaders["X-Robots-Tag"] = "noindex, nofollow";
  // A variant may be a whole design: the page component (and its stylesheet) of that design.
  const Page = experiment && route.variantPage ? route.variantPage(changesOf(experiment)) : route.Page;
  const style = withStyleHash(c, pageStyle(Page));

  if (!internal && c.req.header("If-None-Match") === etag) {
    return c.body(null, 304, cacheHeaders);
  }
  if (!internal) {
    const cached = await readCachedPage(c, cacheKey);
    if (cached) {
      if (cached.signupForm) c.set("signupForm", true);
      setMetric(c, "cache", 0, `HIT (${cached.tier})`);
      return htmlResponse(c, cached.body, 200, cached.renderMs, cacheHeaders, "page render, when cached");
    }
  }

  const { siteUrl, publicConfig } = configOf(c.env);
  const context = { path: route.path, search: pageSearch(url), siteUrl, publicConfig, ...(experiment ? { experiment } : {}) };
  const { html, renderMs, islands } = await renderPage(<Page />, pageMeta(route, siteUrl), context, style);
  const signupForm = hasSignupForm(c, islands);
  if (internal) return htmlResponse(c, html, 200, renderMs, cacheHeaders);

  // The Cache API keeps only what its headers let a shared cache keep; the key already holds the variant.
  storeCachedPage(c, cacheKey, { html, renderMs, signupForm }, { "Content-Type": HTML, ...cacheHeaders, "Cache-Control": PAGE_CACHE_CONTROL });
  return htmlResponse(c, html, 200, renderMs, cacheHeaders);
}

/**
 * A page outside the route table (the 404 and 500 pages, the locked previewer), or a route's page
 * with props of this request (a download whose signup failed), rendered for this
 * request: never cached, never indexed.
 */
export async function renderRequestPage<Props extends object>(
  c: Context<AppEnv>,
  Page: ComponentType<Props>,
  props: Props,
  { title, description, path = c.req.path, search = {} }: { title: string; description: string; path?: string; search?: Record<string, string> },
): Promise<RenderedPage> {
  const { siteUrl, publicConfig } = configOf(c.env);
  const meta = pageMeta({ path, title, description, noindex: true }, siteUrl);
  const context = { path, search, siteUrl, publicConfig };
  const rendered = await renderPage(<Page {...props} />, meta, context, withStyleHash(c, pageStyle(Page)));
  hasSignupForm(c, rendered.islands);
  return rendered;
}

export async function serveNotFound(c: Context<AppEnv>): Promise<Response> {
  const { html, renderMs } = await renderRequestPage(c, NotFoundPage, { path: c.req.path }, { title: `${notFound.pageTitle} | ${owner.name}`, description: notFound.title });
  return htmlResponse(c, html, 404, renderMs, { "Cache-Control": "no-store" });
}

export async function serveApplicationError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  // The error's own words and stack only in development; production says nothing internal
  // (the details are logged by the app's error handler).
  const detailed = isDevelopment(c.env);
  const message = detailed ? (error instanceof Error ? error.message : String(error)) : applicationError.productionMessage;
  const stack = detailed && error instanceof Error ? error.stack : undefined;
  try {
    const { html, renderMs } = await renderRequestPage(c, ApplicationErrorPage, { message, stack }, { title: "Unexpected Application Error!", description: message });
    return htmlResponse(c, html, 500, renderMs, { "Cache-Control": "no-store" });
  } catch {
    return c.text(`Unexpected Application Error!\n${message}`, 500, { "Cache-Control": "no-store" });
  }
}
