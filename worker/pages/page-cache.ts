import { BUILD_ID } from "../build-id";
import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * Pages are the same for every visitor, so rendered HTML is kept in the Workers Cache API,
 * keyed by build and URL: a deploy never serves a page that links the previous build's assets.
 * Only the query parameters a page reads are part of the key, so random query strings neither
 * bypass the cache nor fill it.
 */
export const PAGE_QUERY_PARAMS = ["category", "signup_error"] as const;

export const PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";

export function pageSearch(url: URL): Record<string, string> {
  const search: Record<string, string> = {};
  for (const name of PAGE_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) search[name] = value.slice(0, 100);
  }
  return search;
}

export function pageCacheKey(url: URL): Request {
  const key = new URL(url.pathname, url.origin);
  key.searchParams.set("__build", BUILD_ID);
  for (const [name, value] of Object.entries(pageSearch(url))) key.searchParams.set(name, value);
  return new Request(key.href, { method: "GET" });
}

/** A weak validator: the same build renders the same bytes for the same key. */
export function pageEtag(url: URL): string {
  return `W/"${BUILD_ID}-${hash(pageCacheKey(url).url)}"`;
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function pageCache(): Cache | undefined {
  // `caches.default` exists in workerd; guard for runtimes without the Cache API.
  return typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
}

/** A reload asking for a fresh copy (`Cache-Control: no-cache`) is rendered again, as HTTP caches do. */
export async function readCachedPage(c: Context<AppEnv>): Promise<Response | undefined> {
  if (/\bno-cache\b/.test(c.req.header("Cache-Control") ?? "")) return undefined;
  return (await pageCache()?.match(pageCacheKey(new URL(c.req.url)))) ?? undefined;
}

export function storeCachedPage(c: Context<AppEnv>, response: Response): void {
  const cache = pageCache();
  if (!cache) return;
  const put = cache.put(pageCacheKey(new URL(c.req.url)), response);
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    // No execution context (direct app.fetch in tests): let the write finish on its own.
    void put;
  }
}
