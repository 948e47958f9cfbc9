import { Hono, type Context } from "hono";
import { VIDEO_ID_PATTERN, VIDEO_SLUG_PATTERN, VIDEOS_PATH, VIDEOS_PER_PAGE, videoPath, type Video } from "../../src/videos";
import { videoRoute, videosRoute } from "../../src/video-routes";
import { goneVideo, owner } from "../../src/content";
import { GoneVideoPage } from "../../src/pages";
import { configOf, type AppEnv } from "../config";
import { VideosContext } from "../../src/videos-context";
import { provide, renderRequestPage, serveNotFound, servePage } from "../pages";
import { findVideo, videoList, videosVersion } from "./repository";
import { serveThumbnail } from "./thumbnails";

/** New uploads reach the pages within minutes: the edge keeps the videos' pages 5 minutes at most. */
const VIDEO_EDGE_SECONDS = 300;
export const VIDEOS_CACHE_TAG = "videos";

/** 410 Gone for a video the owner hid: search engines drop it, and it is never cached. */
async function serveGoneVideo(c: Context<AppEnv>): Promise<Response> {
  const { html } = await renderRequestPage(c, GoneVideoPage, {}, { title: `${goneVideo.pageTitle} | ${owner.name}`, description: goneVideo.title });
  return c.body(html, 410, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
}

/**
 * `/videos`, `/videos/<slug>` (`/videos/<id>` redirects there) and the thumbnails' copies. With
 * no YOUTUBE_CHANNEL_ID, none of them is a route: the site's 404.
 */
export const videoPages = new Hono<AppEnv>();

const channelOn = (c: Context<AppEnv>) => configOf(c.env).youtube !== undefined;

class NoSuchPage extends Error {}

/** A video page's cache version: what it shows, so a changed title or description is a new page even if the feed's `updated` stayed. */
function versionOf(video: Video): string {
  const text = `${video.updated}|${video.published}|${video.short}|${video.title}|${video.description}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

videoPages.get(`${VIDEOS_PATH}/thumbnails/:file`, serveThumbnail);

videoPages.get(VIDEOS_PATH, async (c) => {
  if (!channelOn(c)) return serveNotFound(c);
  const asked = c.req.query("page");
  const page = asked && /^[1-9]\d{0,3}$/.test(asked) ? Number(asked) : 1;
  try {
    return await servePage(c, videosRoute(), {
      version: await videosVersion(c.env.DB),
      edgeSeconds: VIDEO_EDGE_SECONDS,
      tags: [VIDEOS_CACHE_TAG],
      load: async () => {
        const list = await videoList(c.env.DB, page, VIDEOS_PER_PAGE);
        if (page > 1 && list.videos.length === 0) throw new NoSuchPage();
        // The list's structured data names this page's videos.
        return { route: videosRoute(list.videos), provides: [provide(VideosContext, { kind: "list", page, ...list })] };
      },
    });
  } catch (error) {
    if (error instanceof NoSuchPage) return serveNotFound(c);
    throw error;
  }
});

videoPages.get(`${VIDEOS_PATH}/:key`, async (c) => {
  const key = c.req.param("key");
  // A key no video could have is answered without reading D1; any other costs one indexed lookup.
  if (!channelOn(c) || (!VIDEO_SLUG_PATTERN.test(key) && !VIDEO_ID_PATTERN.test(key)) || key.length > 80) return serveNotFound(c);
  const video = await findVideo(c.env.DB, key);
  if (!video) return serveNotFound(c);
  if (video.hidden) return serveGoneVideo(c);
  if (video.slug !== key) return c.redirect(videoPath(video.slug), 301);
  const { hidden: _hidden, ...shown } = video;
  return servePage(c, videoRoute(shown), {
    version: versionOf(shown),
    edgeSeconds: VIDEO_EDGE_SECONDS,
    tags: [VIDEOS_CACHE_TAG],
    loaded: { provides: [provide(VideosContext, { kind: "video", video: shown })] },
  });
});
