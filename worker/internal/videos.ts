import type { Context } from "hono";
import { ownerVideos as words } from "../../src/content";
import { VIDEOS_OWNER_PATH } from "../../src/internal";
import { OwnerVideosPage, type OwnerVideosPageProps } from "../../src/pages";
import { VIDEO_ID_PATTERN, videoPath, VIDEOS_PATH, type VideoLinesAnswer } from "../../src/videos";
import { configOf, type AppEnv } from "../config";
import { forgetCachedPages, purgeEdgeTags, renderRequestPage, requestEdgePurge } from "../pages";
import { everyVideo, issueVideos, setVideoHidden, thumbnailCacheKey, videoCacheTag, VIDEOS_CACHE_TAG } from "../videos";
import { ownerTimeZone } from "./time-zone";
import { afterVideoChanged } from "../publishing";
import { bodyFields } from "../http";

async function render(c: Context<AppEnv>, outcome?: OwnerVideosPageProps["outcome"], status: 200 | 400 | 404 = 200): Promise<Response> {
  const off = configOf(c.env).youtube === undefined;
  const videos = off ? [] : await everyVideo(c.env.DB);
  const props: OwnerVideosPageProps = { videos, off, timeZone: ownerTimeZone(c.env), ...(outcome ? { outcome } : {}) };
  const { html } = await renderRequestPage(c, OwnerVideosPage, props, { title: words.title, description: words.description, path: VIDEOS_OWNER_PATH });
  return c.body(html, status, { "Content-Type": "text/html; charset=utf-8" });
}

/** GET /internal/videos */
export const ownerVideosPage = (c: Context<AppEnv>) => render(c);

/** GET /internal/videos/lines?ids=a,b: what the site knows of the videos a draft names (the previewer's cards and checks). */
export async function videoLines(c: Context<AppEnv>): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  if (configOf(c.env).youtube === undefined) return c.json({ channel: false } satisfies VideoLinesAnswer, 200, headers);
  const ids = (c.req.query("ids") ?? "").split(",").filter((id) => VIDEO_ID_PATTERN.test(id));
  const { titles, hidden } = await issueVideos(c.env.DB, ids);
  return c.json({ channel: true, titles: { ...titles }, hidden: [...hidden] } satisfies VideoLinesAnswer, 200, headers);
}

/**
 * POST /internal/videos/<id>/hide and /show (confirm=yes): the video's mark in D1, with the videos'
 * version moved on (the list and the sitemap are new pages in every page cache); then this
 * isolate's page memory is emptied, the thumbnail's kept copy in this data centre's Cache API is
 * deleted, and Workers Cache is purged of every videos page (tag `videos`: the list, each video's
 * page, the sitemap) and of the thumbnail (its own tag), in every cached entrypoint: a zone purge
 * never reaches Workers Cache (https://developers.cloudflare.com/workers/cache/purge/). The page
 * answers with the outcome.
 */
export async function changeVideo(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const hidden = c.req.param("action") === "hide";
  const form = (await bodyFields(c)) ?? {};
  if (!VIDEO_ID_PATTERN.test(id) || configOf(c.env).youtube === undefined) return render(c, { text: words.outcome.unknown, ok: false }, 404);
  if (form.confirm !== "yes") return render(c, { text: words.outcome.unconfirmed, ok: false }, 400);
  const changed = await setVideoHidden(c.env.DB, id, hidden, new Date().toISOString());
  if (!changed) return render(c, { text: words.outcome.unknown, ok: false }, 404);
  forgetCachedPages();
  const cache = (caches as unknown as { default: Cache }).default;
  await cache.delete(thumbnailCacheKey(id, c.req.url)).catch((error: unknown) => console.warn("[videos] the thumbnail's kept copy stays:", error));
  const edge = await purgeEdgeTags(requestEdgePurge(c), [VIDEOS_CACHE_TAG, videoCacheTag(id)]);
  // The issues that name it: their pages and their unsent emails show the watch link only, or the video again.
  const issues = await afterVideoChanged(c, id);
  console.log(`[videos] ${id} ${hidden ? "hidden" : "shown again"} (${videoPath(changed.slug)}); Workers Cache ${edge.result}; issues naming it: ${issues}`);
  const title = (await everyVideo(c.env.DB)).find((video) => video.id === id)?.title ?? VIDEOS_PATH;
  return render(c, { text: hidden ? words.outcome.hidden(title) : words.outcome.shown(title), ok: true });
}
