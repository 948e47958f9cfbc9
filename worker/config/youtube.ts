import * as v from "valibot";
import type { Env } from "./env";

/** The channel whose uploads get a page each (worker/videos, docs/videos.md); absent, the feature is off. */
export interface YouTubeSettings {
  channelId: string;
  /** The channel's Atom feed: YouTube's, unless YOUTUBE_FEED_URL points elsewhere (tests, local runs). */
  feedUrl: string;
  /** Where thumbnails are fetched from, once each: `<base>/vi/<id>/hqdefault.jpg`. */
  thumbnailsBase: string;
}

/** YouTube's feed of a channel's latest 15 uploads (Atom). */
export const YOUTUBE_FEED_BASE = "https://www.youtube.com/feeds/videos.xml";
export const YOUTUBE_THUMBNAILS_DEFAULT = "https://i.ytimg.com";

/** A channel id is `UC` and 22 characters of YouTube's URL-safe alphabet. */
const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

const optionalUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)),
        (issue) => `${name} must be an absolute http(s) URL or empty, got ${JSON.stringify(issue.input)}`,
      ),
    ),
    "",
  );

/** A wrong channel id would import nothing, quietly, forever: it stops the worker like the other variables. */
export const YouTubeVariables = {
  YOUTUBE_CHANNEL_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || CHANNEL_ID_PATTERN.test(text),
        (issue) => `YOUTUBE_CHANNEL_ID must be a channel id (UC and 22 letters, digits, - or _) or empty, got ${JSON.stringify(issue.input)}`,
      ),
    ),
    "",
  ),
  YOUTUBE_FEED_URL: optionalUrl("YOUTUBE_FEED_URL"),
  YOUTUBE_THUMBNAILS_BASE: optionalUrl("YOUTUBE_THUMBNAILS_BASE"),
};

export function readYouTubeSettings(parsed: {
  YOUTUBE_CHANNEL_ID: string;
  YOUTUBE_FEED_URL: string;
  YOUTUBE_THUMBNAILS_BASE: string;
}): YouTubeSettings | undefined {
  const channelId = parsed.YOUTUBE_CHANNEL_ID;
  if (!channelId) return undefined;
  const feedUrl = parsed.YOUTUBE_FEED_URL || `${YOUTUBE_FEED_BASE}?channel_id=${channelId}`;
  return { channelId, feedUrl, thumbnailsBase: (parsed.YOUTUBE_THUMBNAILS_BASE || YOUTUBE_THUMBNAILS_DEFAULT).replace(/\/+$/, "") };
}

export type YouTubeEnv = Pick<Env, "YOUTUBE_CHANNEL_ID" | "YOUTUBE_FEED_URL" | "YOUTUBE_THUMBNAILS_BASE">;
