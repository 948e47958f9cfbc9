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
import { pageOf, renderRoutePage, type PageData } from "./render-route";
import { renderThroughVariantEntrypoint, VARIANT_ENTRYPOINT_METRIC } from "./variant-entrypoint";

/**
 * Renders a route of the table, from the page cache when this build already rendered it. A page
 * with an experiment is rendered in the variant this visitor sees (worker/experiments): each variant
 * has its own cache entry, and its render goes through the cached inner entrypoint
 * (variant-entrypoint.ts), so Workers Cache keeps each variant once while the choice stays per visitor.
 */
/**
 * For a page whose content changes without a deploy (the newsletter's issues): the content's
 * version (part of the cache key), data the page reads, how long the edge may keep it at most,
 * and extra Cache-Tags to purge it by.
 */
export interface ServedContent {
  version: string;
  data?: PageData;
  edgeSeconds?: number;
  tags?: readonly string[];
  /** A lookup that loads the data only when the page must be rendered (a cache miss). */
  load?: () => Promise<PageData>;
}

export async function servePage(c: Context<AppEnv>, route: PageRoute, content?: ServedContent): Promise<Response> {
  const url = new URL(c.req.url);
  // Private pages (the internal tools) never reach the page cache; their sub-app sets their headers.
  const internal = route.cache === "private";
  const served = internal ? undefined : await experimentView(c.env, c.req.raw, route.path);
  if (!internal) await refreshCacheGeneration(c.env.DB);
  const experiment = served?.view;
  const cacheKey = pageCacheKey(route.path, url, c.env, experiment, content?.version);
  const etag = pageEtag(cacheKey);
  const edgeSeconds = Math.min(secondsUntilNextStart(route.path, EDGE_SECONDS), content?.edgeSeconds ?? EDGE_SECONDS);
  const cacheHeaders: Record<string, string> = internal
    ? {}
    : served?.perVisitor
      ? { "Cache-Control": PER_VISITOR_CACHE_CONTROL, ETag: etag }
      : { ...sharedPageHeaders(route.path, url, edgeSeconds, content?.tags), ETag: etag };
  if (route.noindex) cacheHeaders["X-Robots-Tag"] = "noindex, nofollow";
  withStyleHash(c, pageStyle(pageOf(route, experiment)));

  if (!internal && c.req.header("If-None-Match") === etag) {
    return c.body(null, 304, cacheHeaders);
  }
  if (!internal) {
    const cached = await readCachedPage(c, cacheKey);
    if (cached) {
      if (cached.signupForm) c.set("signupForm", true);
      if (cached.videoPlayer) c.set("videoPlayer", true);
      setMetric(c, "cache", 0, `HIT (${cached.tier})`);
      return htmlResponse(c, cached.body, 200, cached.renderMs, cacheHeaders, "page render, when cached");
    }
  }

  const inner = served?.perVisitor ? await renderThroughVariantEntrypoint(c, route, url, served.view) : undefined;
  const page = inner ?? (await renderRoutePage(c.env, route, url, experiment, content?.data ?? (await content?.load?.())));
  if (page.signupForm) c.set("signupForm", true);
  if (page.videoPlayer) c.set("videoPlayer", true);
  const description = inner ? VARIANT_ENTRYPOINT_METRIC : undefined;
  if (internal) return htmlResponse(c, page.html, 200, page.renderMs, cacheHeaders);

  // The Cache API keeps only what its headers let a shared cache keep; the key already holds the variant.
  storeCachedPage(c, cacheKey, page, { "Content-Type": HTML, ...cacheHeaders, "Cache-Control": PAGE_CACHE_CONTROL });
  return htmlResponse(c, page.html, 200, page.renderMs, cacheHeaders, description);
}
