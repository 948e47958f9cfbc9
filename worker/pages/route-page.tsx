import { refreshCacheGeneration } from "./cache-generation";
import type { Context } from "hono";
import { setMetric } from "hono/timing";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { experimentView, secondsUntilNextStart } from "../experiments";
import { EDGE_SECONDS, sharedPageHeaders } from "./edge-cache";
import { HTML, htmlResponse, withStyleHash } from "./page-handler";
import { PAGE_CACHE_CONTROL, PER_VISITOR_CACHE_CONTROL, pageCacheKey, pageEtag, readCachedPage, storeCachedPage } from "./page-cache";
import { pageStyle } from "./page-styles";
import { pageOf, renderRoutePage, type PageLoad } from "./render-route";
import { renderThroughVariantEntrypoint, VARIANT_ENTRYPOINT_METRIC } from "./variant-entrypoint";

/**
 * Renders a route of the table, from the page cache when this build already rendered it. A page
 * with an experiment is rendered in the variant this visitor sees (worker/experiments): each variant
 * has its own cache entry, and its render goes through the cached inner entrypoint
 * (variant-entrypoint.ts), so Workers Cache keeps each variant once while the choice stays per visitor.
 */
/**
 * For a page whose content changes without a deploy (the newsletter's issues, the videos): the
 * content's version (part of the cache key), how long the edge may keep it at most, extra
 * Cache-Tags to purge it by, and what the route loads for its render (render-route.ts's PageLoad).
 */
export interface ServedContent {
  version: string;
  edgeSeconds?: number;
  tags?: readonly string[];
  /** What the page is given, already at hand. */
  loaded?: PageLoad;
  /** A lookup that loads it only when the page must be rendered (a cache miss). */
  load?: () => Promise<PageLoad>;
}

/** The CSP's frames of this answer, as the route declared them (security-headers.ts reads them). */
function declareFrames(c: Context<AppEnv>, frames: readonly string[] | undefined): void {
  if (frames && frames.length > 0) c.set("frames", frames);
}

export async function servePage(c: Context<AppEnv>, route: PageRoute, content?: ServedContent): Promise<Response> {
  const url = new URL(c.req.url);
  // Private pages (the internal tools) never reach the page cache; their sub-app sets their headers.
  const internal = route.cache === "private";
  const served = internal ? undefined : await experimentView(c.env, c.req.raw, route.path);
  if (!internal) await refreshCacheGeneration(c.env.DB);
  const experiment = served?.view;
  const cacheKey = pageCacheKey(route, url, c.env, experiment, content?.version);
  const etag = pageEtag(cacheKey);
  const edgeSeconds = Math.min(secondsUntilNextStart(route.path, EDGE_SECONDS), content?.edgeSeconds ?? EDGE_SECONDS);
  const cacheHeaders: Record<string, string> = internal
    ? {}
    : served?.perVisitor
      ? { "Cache-Control": PER_VISITOR_CACHE_CONTROL, ETag: etag }
      : { ...sharedPageHeaders(route, url, edgeSeconds, content?.tags), ETag: etag };
  if (route.noindex) cacheHeaders["X-Robots-Tag"] = "noindex, nofollow";
  declareFrames(c, route.frames);
  withStyleHash(c, pageStyle(pageOf(route, experiment)));

  if (!internal && c.req.header("If-None-Match") === etag) {
    return c.body(null, 304, cacheHeaders);
  }
  if (!internal) {
    const cached = await readCachedPage(c, cacheKey);
    if (cached) {
      if (cached.signupForm) c.set("signupForm", true);
      declareFrames(c, cached.frames);
      setMetric(c, "cache", 0, `HIT (${cached.tier})`);
      return htmlResponse(c, cached.body, 200, cached.renderMs, cacheHeaders, "page render, when cached");
    }
  }

  const inner = served?.perVisitor ? await renderThroughVariantEntrypoint(c, route, url, served.view) : undefined;
  const page = inner ?? (await renderRoutePage(c.env, route, url, experiment, content?.loaded ?? (await content?.load?.())));
  if (page.signupForm) c.set("signupForm", true);
  declareFrames(c, page.frames);
  const description = inner ? VARIANT_ENTRYPOINT_METRIC : undefined;
  if (internal) return htmlResponse(c, page.html, 200, page.renderMs, cacheHeaders);

  // The Cache API keeps only what its headers let a shared cache keep; the key already holds the variant.
  storeCachedPage(c, cacheKey, page, { "Content-Type": HTML, ...cacheHeaders, "Cache-Control": PAGE_CACHE_CONTROL });
  return htmlResponse(c, page.html, 200, page.renderMs, cacheHeaders, description);
}
