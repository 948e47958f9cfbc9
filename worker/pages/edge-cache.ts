import { BUILD_ID } from "../build-id";
import type { PageRoute } from "../../src/route-types";
import { pageSearch } from "./page-query";

/**
 * What the caches between the visitor and the worker may keep (docs/caching.md):
 * - the browser, for five minutes (`Cache-Control`);
 * - Cloudflare's Workers Cache (`[cache] enabled` in wrangler.toml), in front of the worker, for a
 *   day, then stale for a week while it refreshes and while the worker errs (less when an
 *   experiment of the page starts sooner), so a page view on a hit runs no worker at all. Each
 *   deploy is a new worker version with a cache of its own, so a deploy (and so a content change)
 *   starts afresh; `Cache-Tag` lets the owner purge one page, every page of a build, or the whole site.
 *
 * The edge's lifetime is `max-age`, never `s-maxage`: Workers Cache serves nothing stale (neither
 * `stale-while-revalidate` nor `stale-if-error`) for a response with `s-maxage`, `must-revalidate`
 * or `proxy-revalidate` (Workers Cache, https://developers.cloudflare.com/workers/cache/). The directives go in
 * `Cloudflare-CDN-Cache-Control`, which Cloudflare reads and does not pass on, and the same value
 * in `CDN-Cache-Control`, which it passes on
 * (https://developers.cloudflare.com/cache/concepts/cdn-cache-control/), so the lifetimes a
 * visitor's answer was kept under can be checked from outside with curl. Browsers read neither.
 */
/** Kept by no cache in front of the worker (the worker answers it from its own page cache). */
export const EDGE_NO_STORE = "no-store";
export const BROWSER_CACHE_CONTROL = "public, max-age=300";
/** A day at the edge, then served stale for up to a week while it refreshes or while the worker errs. */
const EDGE_FRESH_SECONDS = 86_400;
const EDGE_STALE_SECONDS = 604_800;
/** The longest a copy at the edge may be served, fresh then stale. */
export const EDGE_SECONDS = EDGE_FRESH_SECONDS + EDGE_STALE_SECONDS;
export const EDGE_CACHE_CONTROL = edgeCacheControl(EDGE_SECONDS);

/**
 * The edge's directives for a copy served at most `seconds` from now, fresh then stale: a day and a
 * week, unless an experiment of the page starts sooner (no copy without it outlives its start).
 */
export function edgeCacheControl(seconds: number): string {
  if (seconds <= 0) return EDGE_NO_STORE;
  const fresh = Math.min(EDGE_FRESH_SECONDS, seconds);
  const stale = Math.min(EDGE_STALE_SECONDS, seconds - fresh);
  return `public, max-age=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}, stale-if-error=${stale}` : ""}`;
}
/** Read by Cloudflare only and not passed on. */
export const CDN_CACHE_CONTROL_HEADER = "Cloudflare-CDN-Cache-Control";
/** The same directives, passed on to the visitor (RFC 9213), where curl can see them. */
export const VISIBLE_CDN_CACHE_CONTROL_HEADER = "CDN-Cache-Control";

/** Both edge headers with one value: the one Cloudflare obeys and the copy a visitor can see. */
export function edgeLifetimeHeaders(directives: string): Record<string, string> {
  return { [CDN_CACHE_CONTROL_HEADER]: directives, [VISIBLE_CDN_CACHE_CONTROL_HEADER]: directives };
}

/** The tags of a page: its path, its build and the site, and any its content adds (purge any of them: docs/caching.md). */
export function cacheTags(routePath: string, extra: readonly string[] = []): string {
  return ["site", `build-${BUILD_ID}`, `page-${routePath}`, ...extra].join(",");
}

/**
 * Whether a request asks for the page at its own address: the route's path as written and only the
 * query values the page reads, in their order. Workers Cache keys by path and query string, so any
 * other spelling (`/?utm_source=…`, `/%72esources`) would make an entry of its own; those are
 * answered by the worker from its page cache, which keys them as the page itself.
 */
export function isCanonicalAddress(route: Pick<PageRoute, "path" | "query">, url: URL): boolean {
  return url.pathname === route.path && url.search.replace(/^\?/, "") === new URLSearchParams(pageSearch(url, route)).toString();
}

/** What Workers Cache may keep of an answer the same for everyone: only at its own address, tagged. */
export function edgeHeaders(routePath: string, atOwnAddress: boolean, edgeSeconds = EDGE_SECONDS, tags: readonly string[] = []): Record<string, string> {
  return { ...edgeLifetimeHeaders(atOwnAddress ? edgeCacheControl(edgeSeconds) : EDGE_NO_STORE), "Cache-Tag": cacheTags(routePath, tags) };
}

/**
 * The headers of a page the same for everyone: the browser's, and the edge's at its own address
 * only, for `edgeSeconds` (less than a day and a week when an experiment of the page starts sooner).
 */
export function sharedPageHeaders(
  route: Pick<PageRoute, "path" | "query">,
  url: URL,
  edgeSeconds = EDGE_SECONDS,
  tags: readonly string[] = [],
): Record<string, string> {
  return { "Cache-Control": BROWSER_CACHE_CONTROL, ...edgeHeaders(route.path, isCanonicalAddress(route, url), edgeSeconds, tags) };
}
