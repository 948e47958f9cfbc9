import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { ConfigError } from "../../../worker/config/config-error";
import { parseConfig } from "../../../worker/config/schema";

const envOf = (values: Record<string, string | undefined>) => ({ SITE_URL: "https://www.example.com", ...values }) as unknown as Env;
const problemsOf = (values: Record<string, string | undefined>) => {
  try {
    parseConfig(envOf(values));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("the channel's settings", () => {
  it("are off without YOUTUBE_CHANNEL_ID, and no page links /videos", () => {
    const config = parseConfig(envOf({}));
    expect(config.youtube).toBeUndefined();
    expect(config.publicConfig.videos).toBeUndefined();
    expect(parseConfig(envOf({ YOUTUBE_CHANNEL_ID: "  " })).youtube).toBeUndefined();
  });

  it("read YouTube's feed and image host by default, and the overrides when given", () => {
    const id = "UCabcdefghijklmnopqrstuv";
    expect(parseConfig(envOf({ YOUTUBE_CHANNEL_ID: id })).youtube).toEqual({
      channelId: id,
      feedUrl: `https://www.youtube.com/feeds/videos.xml?channel_id=${id}`,
      thumbnailsBase: "https://i.ytimg.com",
    });
    expect(parseConfig(envOf({ YOUTUBE_CHANNEL_ID: id })).publicConfig.videos).toBe(true);
    expect(
      parseConfig(envOf({ YOUTUBE_CHANNEL_ID: id, YOUTUBE_FEED_URL: "http://127.0.0.1:9/feed.xml", YOUTUBE_THUMBNAILS_BASE: "http://127.0.0.1:9/" })).youtube,
    ).toEqual({ channelId: id, feedUrl: "http://127.0.0.1:9/feed.xml", thumbnailsBase: "http://127.0.0.1:9" });
  });

  it("stop the worker, naming the variable, for a channel id or an address that cannot be right", () => {
    expect(problemsOf({ YOUTUBE_CHANNEL_ID: "@playbackchannel" })).toEqual([
      expect.stringContaining('YOUTUBE_CHANNEL_ID must be a channel id (UC and 22 letters, digits, - or _) or empty, got "@playbackchannel"'),
    ]);
    expect(problemsOf({ YOUTUBE_CHANNEL_ID: "UCshort" })[0]).toContain("YOUTUBE_CHANNEL_ID");
    expect(problemsOf({ YOUTUBE_FEED_URL: "javascript:alert(1)" })[0]).toContain("YOUTUBE_FEED_URL must be an absolute http(s) URL");
    expect(problemsOf({ YOUTUBE_THUMBNAILS_BASE: "not a url" })[0]).toContain("YOUTUBE_THUMBNAILS_BASE");
  });
});
