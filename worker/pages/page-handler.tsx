import type { Context } from "hono";
import type { ComponentType } from "react";
import { setMetric } from "hono/timing";
import { applicationError, notFound, owner } from "../../src/content";
import { isOwnerPath } from "../../src/internal";
import { ApplicationErrorPage, NotFoundPage } from "../../src/pages";
import { TURNSTILE_FORM_ISLANDS } from "../../src/signup";
import { configOf, isDevelopment, type AppEnv } from "../config";
import { pageMeta } from "./page-meta";
import { pageStyle, type InlineStyle } from "./page-styles";
import { renderPage, type RenderedPage } from "./render-page";

/** The page's inline stylesheet; its hash goes into this response's CSP (security-headers.ts). */
export function withStyleHash(c: Context<AppEnv>, style: InlineStyle | null): InlineStyle | null {
  if (style) c.set("styleHash", style.hash);
  return style;
}

/** Whether the page rendered a signup form: its CSP may then allow Turnstile (security-headers.ts). */
function hasSignupForm(c: Context<AppEnv>, islands: ReadonlySet<string>): boolean {
  const signupForm = rendersSignupForm(islands);
  if (signupForm) c.set("signupForm", true);
  return signupForm;
}

export const rendersSignupForm = (islands: ReadonlySet<string>) => TURNSTILE_FORM_ISLANDS.some((name) => islands.has(name));

export const HTML = "text/html; charset=utf-8";
const RENDER_METRIC = "render";

export function htmlResponse(
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
 * A page outside the route table (the 404 and 500 pages, the locked previewer), or a route's page
 * with props of this request (a download whose signup failed), rendered for this
 * request: never cached, never indexed (unless `indexable`: an archive search, whose canonical
 * address is the archive's).
 */
export async function renderRequestPage<Props extends object>(
  c: Context<AppEnv>,
  Page: ComponentType<Props>,
  props: Props,
  {
    title,
    description,
    path = c.req.path,
    search = {},
    indexable = false,
  }: { title: string; description: string; path?: string; search?: Record<string, string>; indexable?: boolean },
): Promise<RenderedPage> {
  const { siteUrl, publicConfig, ownerTimeZone } = configOf(c.env);
  const meta = pageMeta({ path, title, description, noindex: !indexable }, siteUrl);
  // An owner page (the desk, his lists, the sign-in's locked page) links no view beacon: his own loads are not traffic.
  const context = { path, search, siteUrl, publicConfig, ownerTimeZone, ...(isOwnerPath(c.req.path) ? { owner: true } : {}) };
  const rendered = await renderPage(<Page {...props} />, meta, context, withStyleHash(c, pageStyle(Page)));
  hasSignupForm(c, rendered.islands);
  return rendered;
}

export async function serveNotFound(c: Context<AppEnv>): Promise<Response> {
  const { html, renderMs } = await renderRequestPage(
    c,
    NotFoundPage,
    { path: c.req.path },
    { title: `${notFound.pageTitle} | ${owner.name}`, description: notFound.title },
  );
  return htmlResponse(c, html, 404, renderMs, { "Cache-Control": "no-store" });
}

export async function serveApplicationError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  // The error's own words and stack only in development; production says nothing internal
  // (the details are logged by the app's error handler).
  const detailed = isDevelopment(c.env);
  const message = detailed ? (error instanceof Error ? error.message : String(error)) : applicationError.productionMessage;
  const stack = detailed && error instanceof Error ? error.stack : undefined;
  try {
    const { html, renderMs } = await renderRequestPage(
      c,
      ApplicationErrorPage,
      { message, stack },
      { title: "Unexpected Application Error!", description: message },
    );
    return htmlResponse(c, html, 500, renderMs, { "Cache-Control": "no-store" });
  } catch {
    return c.text(`Unexpected Application Error!\n${message}`, 500, { "Cache-Control": "no-store" });
  }
}
