import { createScheduledController, env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { configOf } from "../../../worker/config";
import { feedProblemOf, type FeedProblem } from "../../../src/videos/feed-problem";
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, readChannelFeed, readFeedState, videoList } from "../../../worker/videos";
import { fakeVideoId, type FakeYouTube } from "../../fakes/fake-youtube";
import { feedRequests, youtubeEnv, freshYouTube, numberedUpload as upload } from "./youtube-harness";
import { must } from "../../../src/must.ts";

const FIVE_MINUTES = "*/5 * * * *";
const env = youtubeEnv();
const settings = must(configOf(env).youtube);
let youtube: FakeYouTube;

const allVideos = async () => (await videoList(testEnv.DB, 1, 1000)).videos;
const runCron = () => worker.scheduled(createScheduledController({ cron: FIVE_MINUTES, scheduledTime: Date.now() }), env);

beforeEach(async () => {
  youtube = await freshYouTube();
});
afterEach(() => vi.restoreAllMocks());

describe("the 5-minute cron reads the channel's feed", () => {
  it("reads it once per run and keeps every video with a slug from its title", async () => {
    youtube.uploads = [upload(1, { title: "Why Retention Matters!" }), upload(2, { short: true })];
    await runCron();
    expect(feedRequests(youtube)).toHaveLength(1);
    const videos = await allVideos();
    expect(videos.map((video) => [video.id, video.slug, video.short])).toEqual([
      [fakeVideoId(2), "video-number-2", true],
      [fakeVideoId(1), "why-retention-matters", false],
    ]);
    expect((await readFeedState(testEnv.DB)).lastReadAt).not.toBeNull();
  });

  it("does nothing without YOUTUBE_CHANNEL_ID", async () => {
    youtube.uploads = [upload(1)];
    await worker.scheduled(createScheduledController({ cron: FIVE_MINUTES }), youtubeEnv({ YOUTUBE_CHANNEL_ID: "" }));
    expect(feedRequests(youtube)).toHaveLength(0);
    expect(await allVideos()).toEqual([]);
  });

  it("keeps the videos that left the feed's latest 15, and updates changed titles and descriptions without changing slugs", async () => {
    youtube.uploads = Array.from({ length: 15 }, (_, n) => upload(n + 1));
    await readChannelFeed(env, settings);
    youtube.uploads.push(...Array.from({ length: 5 }, (_, n) => upload(n + 16)));
    youtube.uploads[14] = { ...must(youtube.uploads[14]), title: "A better title", description: "New notes" };
    const outcome = await readChannelFeed(env, settings);
    expect(outcome).toMatchObject({ kind: "read", added: expect.arrayContaining([fakeVideoId(20)]), changed: [fakeVideoId(15)] });
    const videos = await allVideos();
    expect(videos).toHaveLength(20);
    expect(videos.find((video) => video.id === fakeVideoId(1))).toBeDefined();
    const changed = must(videos.find((video) => video.id === fakeVideoId(15)));
    expect([changed.title, changed.description, changed.slug]).toEqual(["A better title", "New notes", "video-number-15"]);
    // Nothing changed: nothing written but the read's time.
    expect(await readChannelFeed(env, settings)).toMatchObject({ kind: "read", added: [], changed: [] });
  });

  it("gives two videos of the same title slugs of their own", async () => {
    youtube.uploads = [upload(1, { title: "Q&A" }), upload(2, { title: "Q & A" })];
    await readChannelFeed(env, settings);
    youtube.uploads.push(upload(3, { title: "q and a" }));
    await readChannelFeed(env, settings);
    const slugs = (await allVideos()).map((video) => video.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).toContain("q-and-a");
    expect(slugs.every((slug) => slug.startsWith("q-and-a"))).toBe(true);
  });

  it("skips and logs an entry with a bad id, keeping the others", async () => {
    youtube.uploads = [upload(1), upload(2, { id: "bad id <x>" })];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await readChannelFeed(env, settings)).toMatchObject({ kind: "read", added: [fakeVideoId(1)] });
    expect(warn.mock.calls.flat().join(" ")).toContain('"bad id <x>"');
    expect((await allVideos()).map((video) => video.id)).toEqual([fakeVideoId(1)]);
  });

  it("sends the last answer's ETag and takes a 304 as a read that changes nothing", async () => {
    youtube.conditional = true;
    youtube.uploads = [upload(1)];
    await readChannelFeed(env, settings, new Date("2026-11-27T10:00:00Z"));
    expect(await readChannelFeed(env, settings, new Date("2026-11-27T10:05:00Z"))).toEqual({ kind: "not-modified" });
    const [first, second] = feedRequests(youtube);
    expect(must(first).ifNoneMatch).toBeNull();
    expect(must(second).ifNoneMatch).toMatch(/^"[0-9a-f]+"$/);
    expect((await readFeedState(testEnv.DB)).lastReadAt).toBe("2026-11-27T10:05:00.000Z");
  });
});

describe("a failing feed changes nothing and is remembered for the desk", () => {
  const faults: [FakeYouTube["feedMode"], Partial<FeedProblem>][] = [
    ["server-error", { code: "status", status: 503 }],
    ["truncated", { code: "truncated" }],
    ["html", { code: "not-feed" }],
    ["empty-body", { code: "truncated" }],
    ["hang", { code: "timeout" }],
    // A whole, well-formed feed past 2 MB: refused before it is parsed.
    ["oversized", { code: "not-feed" }],
  ];
  it.each(faults)("%s", async (mode, problem) => {
    youtube.uploads = [upload(1), upload(2)];
    await readChannelFeed(env, settings, new Date("2026-11-27T10:00:00Z"));
    const before = await allVideos();
    youtube.feedMode = mode;
    youtube.uploads = [upload(1, { title: "Changed" }), upload(3)];
    const outcome = await readChannelFeed(env, settings, new Date("2026-11-27T10:05:00Z"), 200);
    expect(outcome.kind).toBe("failed");
    expect(await allVideos()).toEqual(before);
    const state = await readFeedState(testEnv.DB);
    expect(state.lastReadAt).toBe("2026-11-27T10:00:00.000Z");
    expect(state.lastFailureAt).toBe("2026-11-27T10:05:00.000Z");
    // Stored as its code; the desk words it (test/worker/videos/video-desk.test.ts).
    expect(feedProblemOf(must(state.lastFailure))).toMatchObject(problem);
  });
});

describe("the feed is read to 2 MB at most", () => {
  it("an answer that never ends is refused as not the feed once past 2 MB, long before the read's deadline, and changes nothing", async () => {
    youtube.uploads = [upload(1)];
    await readChannelFeed(env, settings, new Date("2026-11-27T10:00:00Z"));
    const before = await allVideos();
    youtube.feedMode = "endless";
    const started = Date.now();
    const outcome = await readChannelFeed(env, settings, new Date("2026-11-27T10:05:00Z"));
    expect(outcome).toEqual({ kind: "failed", failure: { code: "not-feed" } });
    expect(Date.now() - started).toBeLessThan(FEED_TIMEOUT_MS / 2);
    // Cancelled just past 2 MB: not read on to the fake's 64 MB.
    expect(youtube.endless.cancelled).toBe(true);
    expect(youtube.endless.sent).toBeLessThanOrEqual(FEED_MAX_BYTES + 2 * 64 * 1024);
    expect(await allVideos()).toEqual(before);
  });

  it("the largest feed YouTube makes (15 uploads, 5,000-character descriptions) is read as usual", async () => {
    youtube.uploads = Array.from({ length: 15 }, (_, n) => upload(n + 1, { description: "d".repeat(5000) }));
    expect(new TextEncoder().encode(youtube.feedXml()).length).toBeLessThan(FEED_MAX_BYTES / 10);
    expect(await readChannelFeed(env, settings, new Date("2026-11-27T10:00:00Z"))).toMatchObject({ kind: "read" });
    expect(await allVideos()).toHaveLength(15);
  });
});
