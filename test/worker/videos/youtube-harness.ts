import { env as testEnv } from "cloudflare:test";
import { vi } from "vitest";
import type { Env } from "../../../worker/config";
import { FakeYouTube } from "../../fakes/fake-youtube";
import { SITE } from "../support/site-client";

export const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const FAKE_ORIGIN = "https://youtube.test";

/** The worker's environment with the channel on, its feed and thumbnails served by a fake YouTube. */
export function youtubeEnv(extra: Partial<Env> = {}): Env {
  return {
    ...(testEnv as unknown as Env),
    SITE_URL: SITE,
    ENVIRONMENT: "development",
    YOUTUBE_CHANNEL_ID: CHANNEL_ID,
    YOUTUBE_FEED_URL: `${FAKE_ORIGIN}/feeds/videos.xml?channel_id=${CHANNEL_ID}`,
    YOUTUBE_THUMBNAILS_BASE: FAKE_ORIGIN,
    ...extra,
  };
}

/**
 * A fake YouTube answering the worker's `fetch` to its origin; `other` may answer the rest (another
 * fake), else they go out as usual.
 */
export function stubYouTube(other?: (request: Request) => Promise<Response> | undefined): FakeYouTube {
  const youtube = new FakeYouTube(CHANNEL_ID);
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith(FAKE_ORIGIN)) return youtube.fetch(request);
    return (await other?.(request)) ?? realFetch(input, init);
  });
  return youtube;
}

/** Every video and the feed's state forgotten: each test starts with none. */
export async function forgetVideos(): Promise<void> {
  await testEnv.DB.batch([testEnv.DB.prepare("DELETE FROM videos"), testEnv.DB.prepare("DELETE FROM video_feed_state")]);
}

/** The fake's requests to the feed and to thumbnails. */
export const feedRequests = (youtube: FakeYouTube) => youtube.requests.filter((request) => request.path.startsWith("/feeds/"));
export const thumbnailRequests = (youtube: FakeYouTube) => youtube.requests.filter((request) => request.path.startsWith("/vi/"));
