import { env as testEnv } from "cloudflare:test";
import { vi } from "vitest";
import type { Env } from "../../../worker/config";
import { FakeYouTube, fakeVideoId, type FakeUpload } from "../../fakes/fake-youtube";
import { siteEnv } from "../support/site-client";

export const CHANNEL_ID = "UCabcdefghijklmnopqrstuv";
const FAKE_ORIGIN = "https://youtube.test";

/** The worker's environment with the channel on, its feed and thumbnails served by a fake YouTube. */
export function youtubeEnv(extra: Partial<Env> = {}): Env {
  return siteEnv({
    YOUTUBE_CHANNEL_ID: CHANNEL_ID,
    YOUTUBE_FEED_URL: `${FAKE_ORIGIN}/feeds/videos.xml?channel_id=${CHANNEL_ID}`,
    YOUTUBE_THUMBNAILS_BASE: FAKE_ORIGIN,
    ...extra,
  });
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

/**
 * What each video test starts with: no stored video, a fresh fake YouTube answering the worker's
 * `fetch` (`other` may answer the rest, see `stubYouTube`), the feed's warnings kept off the log.
 * The test file's `afterEach` restores the mocks.
 */
export async function freshYouTube(other?: (request: Request) => Promise<Response> | undefined): Promise<FakeYouTube> {
  await forgetVideos();
  const youtube = stubYouTube(other);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return youtube;
}

/** Upload number `n` of the fake channel, a day after the one before it (from 2026-01-01). */
export const numberedUpload = (n: number, extra: Partial<FakeUpload> = {}): FakeUpload => ({
  id: fakeVideoId(n),
  title: `Video number ${n}`,
  description: `About ${n}`,
  published: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  ...extra,
});

/** The fake's requests to the feed and to thumbnails. */
export const feedRequests = (youtube: FakeYouTube) => youtube.requests.filter((request) => request.path.startsWith("/feeds/"));
export const thumbnailRequests = (youtube: FakeYouTube) => youtube.requests.filter((request) => request.path.startsWith("/vi/"));
