/**
 * The channel's videos on the site (worker/videos, docs/videos.md): their addresses and the shape
 * the pages read. Plain data, shared by the worker, the pages and the newsletter.
 */

/** A YouTube video id: 11 characters of its URL-safe alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** The slug of a video's page: lower-case words joined by "-". */
export const VIDEO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const VIDEOS_PATH = "/videos";
/** Videos a page of the list shows. */
export const VIDEOS_PER_PAGE = 24;

export const videoPath = (slug: string) => `${VIDEOS_PATH}/${slug}`;
/** The site's own copy of a video's thumbnail (480x360, YouTube's hqdefault). */
/** Where the site keeps its copies of the videos' thumbnails. */
export const THUMBNAILS_PATH = `${VIDEOS_PATH}/thumbnails/`;
export const thumbnailPath = (id: string) => `${THUMBNAILS_PATH}${id}.jpg`;
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_HEIGHT = 360;

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** YouTube's privacy-enhanced player: no cookie until the visitor plays. */
export const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";
export const embedUrl = (id: string) => `${PLAYER_ORIGIN}/embed/${id}`;

/**
 * Kit's custom field that carries the video a subscriber signed up on (its page, /videos/<slug>):
 * Kit makes the key from the label, lower-cased and underscored (docs/stats.md#videos).
 */
export const VIDEO_KIT_FIELD = { label: "Signup video", key: "signup_video" } as const;

/** A video as the feed gives it. */
export interface FeedVideo {
  id: string;
  title: string;
  /** Plain text, as he wrote it (never HTML). */
  description: string;
  /** ISO 8601. */
  published: string;
  updated: string;
  /** A Short (its link is https://www.youtube.com/shorts/<id>). */
  short: boolean;
}

/** A video the site knows, with its page's slug (made once, from the title, and kept). */
export interface Video extends FeedVideo {
  slug: string;
}

/** The id of a YouTube address (watch, youtu.be, shorts, embed, live), or undefined. */
export function videoIdOfUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  const candidate =
    host === "youtu.be"
      ? url.pathname.split("/")[1]
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? url.pathname === "/watch"
          ? url.searchParams.get("v")
          : /^\/(shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[2]
        : undefined;
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : undefined;
}

/** The `VIDEO: <url>` lines of a draft (docs/newsletter.md), with the id each names, if any. */
export function videoLinesOf(draft: string): { url: string; id: string | undefined }[] {
  return draft
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith("VIDEO:"))
    .map((line) => {
      const url = line.slice("VIDEO:".length).trim();
      return { url, id: videoIdOfUrl(url) };
    });
}

/** The owner's look-up of the videos a draft names (GET, `?ids=` comma-separated): the previewer's cards and checks. */
export const VIDEO_LINES_PATH = "/internal/videos/lines";

/** Its answer: what the site knows of them, or `channel: false` when the site follows no channel. */
export type VideoLinesAnswer = { channel: true; titles: Record<string, string>; hidden: string[] } | { channel: false };
