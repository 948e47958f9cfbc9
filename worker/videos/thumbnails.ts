import type { Context } from "hono";
import { neutral } from "../../src/styles";
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath, VIDEO_ID_PATTERN } from "../../src/videos";
import { configOf, type AppEnv } from "../config";
import { readCappedBody } from "../http";
import { serveNotFound } from "../pages";
import { findVideo } from "./repository";

/** Long enough for a slow image host, short enough that a visitor sees the placeholder instead of waiting. */
const THUMBNAIL_TIMEOUT_MS = 5_000;
/** A thumbnail rarely changes: a week in the Cache API and at the edge, a day in browsers. */
const KEPT_CACHE_CONTROL = "public, max-age=86400";
const EDGE_CACHE_CONTROL = "public, max-age=604800";
/** YouTube's hqdefault.jpg is 20 to 60 KB; an answer past this is not a thumbnail. */
export const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/**
 * The image a thumbnail's bytes are, by their magic bytes, never by the host's label: JPEG (FF D8 FF,
 * what YouTube serves) or WebP ("RIFF", a length, "WEBP"); anything else (an SVG, which can carry a
 * script, an HTML page labelled image/jpeg, a PNG) is not served from the site's origin.
 */
export function thumbnailType(bytes: Uint8Array): "image/jpeg" | "image/webp" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return undefined;
}

/**
 * A neutral 4:3 stand-in (the thumbnail's own size), never a broken image; not kept, so the next view
 * tries again. Its colours are the palette's: the play mark in the placeholder grey reaches 3:1 on the line grey.
 */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 480 360"><rect width="480" height="360" fill="${neutral.line}"/><path d="M210 150v60l52-30z" fill="${neutral.placeholder}"/></svg>`;

/** Workers Cache's tag of one video's thumbnail, purged when the owner hides the video. */
export const videoCacheTag = (id: string) => `video-${id}`;

/** A thumbnail as served: kept by browsers a day and by Workers Cache a week, tagged so hiding its video purges it. */
/**
 * A thumbnail is shown in his emails, which mail clients in a browser load from their own origin,
 * and in the previewer's sandboxed frame (an opaque origin): the site's `same-origin` resource
 * policy would block it there (https://developer.mozilla.org/docs/Web/HTTP/Cross-Origin_Resource_Policy).
 */
const SHOWN_ELSEWHERE = { "Cross-Origin-Resource-Policy": "cross-origin" } as const;

function servedHeaders(type: string, id: string): Record<string, string> {
  return {
    ...SHOWN_ELSEWHERE,
    "Content-Type": type,
    "Cache-Control": KEPT_CACHE_CONTROL,
    "Cloudflare-CDN-Cache-Control": EDGE_CACHE_CONTROL,
    "Cache-Tag": videoCacheTag(id),
  };
}

/** The cache key of a thumbnail's kept copy (the Cache API). */
export const thumbnailCacheKey = (id: string, siteUrl: string) => new Request(new URL(thumbnailPath(id), siteUrl).href);

function placeholder(): Response {
  return new Response(PLACEHOLDER, {
    headers: { ...SHOWN_ELSEWHERE, "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=60", "Cloudflare-CDN-Cache-Control": "no-store" },
  });
}

/**
 * `/videos/thumbnails/<id>.jpg`: the site's own copy of a video's thumbnail, so a page asks
 * nothing of Google's hosts. Fetched once from YOUTUBE_THUMBNAILS_BASE and kept in the Cache API
 * (free, per data centre, no KV write or read quota spent; a data centre that lost it fetches it
 * once more: https://developers.cloudflare.com/workers/runtime-apis/cache/). An id the site does
 * not know is 404 without any fetch, a hidden video's answers the placeholder; a failing fetch, or an answer that is not a JPEG or WebP image
 * by its bytes (thumbnailType), answers the placeholder.
 */
export async function serveThumbnail(c: Context<AppEnv>): Promise<Response> {
  const settings = configOf(c.env).youtube;
  const id = /^([^/]+)\.jpg$/.exec(c.req.param("file") ?? "")?.[1] ?? "";
  if (!settings || !VIDEO_ID_PATTERN.test(id)) return serveNotFound(c);
  const key = thumbnailCacheKey(id, c.req.url);
  // `caches.default` is workerd's; the generated types name only CacheStorage.
  const cache = (caches as unknown as { default: Cache }).default;
  // One indexed row, before the kept copy: the Cache API is per data centre, so a hidden video's
  // copy kept elsewhere must not be served (https://developers.cloudflare.com/workers/runtime-apis/cache/).
  const video = await findVideo(c.env.DB, id);
  if (!video || video.id !== id) return serveNotFound(c);
  // A hidden video's thumbnail is not served: an issue that still shows its facade gets the placeholder.
  if (video.hidden) return placeholder();
  const kept = await cache.match(key);
  if (kept) {
    // A copy kept before the bytes were checked is checked too (the Cache API keeps it a week).
    const bytes = new Uint8Array(await kept.arrayBuffer());
    const type = thumbnailType(bytes);
    if (type) return new Response(bytes, { headers: servedHeaders(type, id) });
    await cache.delete(key);
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${settings.thumbnailsBase}/vi/${id}/hqdefault.jpg`, { signal: AbortSignal.timeout(THUMBNAIL_TIMEOUT_MS) });
  } catch (error) {
    console.warn(`[videos] thumbnail of ${id} unreachable:`, error);
    return placeholder();
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    console.warn(`[videos] thumbnail of ${id} answered ${upstream.status}`);
    return placeholder();
  }
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    bytes = await readCappedBody(upstream, THUMBNAIL_MAX_BYTES);
  } catch (error) {
    console.warn(`[videos] thumbnail of ${id} cut short:`, error);
    return placeholder();
  }
  const type = bytes && thumbnailType(bytes);
  if (!bytes || !type) {
    console.warn(
      `[videos] thumbnail of ${id} is not a JPEG or WebP image (labelled ${upstream.headers.get("Content-Type") ?? "nothing"}${bytes ? "" : ", over 1 MB"})`,
    );
    return placeholder();
  }
  c.executionCtx.waitUntil(cache.put(key, new Response(bytes, { headers: { "Content-Type": type, "Cache-Control": EDGE_CACHE_CONTROL } })));
  return new Response(bytes, { headers: servedHeaders(type, id) });
}
