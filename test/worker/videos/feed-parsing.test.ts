import { describe, expect, it } from "vitest";
import { NotAFeed, parseChannelFeed, DESCRIPTION_MAX } from "../../../worker/videos";
import { FakeYouTube, fakeVideoId } from "../../fakes/fake-youtube";
import { CHANNEL_ID } from "./youtube-harness";
import { must } from "../../../src/must.ts";

const feedOf = (...uploads: FakeYouTube["uploads"]) => {
  const youtube = new FakeYouTube(CHANNEL_ID);
  youtube.uploads = uploads;
  return youtube.feedXml();
};

describe("reading YouTube's channel feed", () => {
  it("reads each entry's id, title, description, dates and whether it is a Short, newest first", () => {
    const xml = feedOf(
      {
        id: fakeVideoId(1),
        title: "Why retention matters",
        description: "0:00 Intro\n1:15 Why retention matters",
        published: "2026-11-20T15:00:06+00:00",
        updated: "2026-11-21T02:10:12+00:00",
        views: 4567,
      },
      { id: fakeVideoId(2), title: "A quick tip", description: "", published: "2026-11-22T09:00:00+00:00", short: true },
    );
    const { videos, skipped } = parseChannelFeed(xml, CHANNEL_ID);
    expect(skipped).toEqual([]);
    expect(videos).toEqual([
      { id: fakeVideoId(2), title: "A quick tip", description: "", published: "2026-11-22T09:00:00.000Z", updated: "2026-11-22T09:00:00.000Z", short: true },
      {
        id: fakeVideoId(1),
        title: "Why retention matters",
        description: "0:00 Intro\n1:15 Why retention matters",
        published: "2026-11-20T15:00:06.000Z",
        updated: "2026-11-21T02:10:12.000Z",
        short: false,
      },
    ]);
  });

  it("keeps markup and entities in titles and descriptions as text", () => {
    const xml = feedOf({
      id: fakeVideoId(3),
      title: `<script>alert("x")</script> & "quotes"`,
      description: "Tom & Jerry <b>bold</b> 'single'",
      published: "2026-11-20T15:00:00Z",
    });
    const [video] = parseChannelFeed(xml, CHANNEL_ID).videos;
    expect(must(video).title).toBe(`<script>alert("x")</script> & "quotes"`);
    expect(must(video).description).toBe("Tom & Jerry <b>bold</b> 'single'");
  });

  it("reads CDATA, numeric references and comments the way XML means them", () => {
    const xml = feedOf({ id: fakeVideoId(4), title: "PLACEHOLDER", description: "DESC", published: "2026-11-20T15:00:00Z" })
      .replace("<media:title>PLACEHOLDER</media:title>", "<media:title><![CDATA[Growth <fast> & ]]>&#x263A;&#9731;<!-- a comment --></media:title>")
      .replace("<media:description>DESC</media:description>", "<media:description><![CDATA[a ]]]]><![CDATA[> b]]></media:description>");
    const [video] = parseChannelFeed(xml, CHANNEL_ID).videos;
    expect(must(video).title).toBe("Growth <fast> & ☺☃");
    expect(must(video).description).toBe("a ]]> b");
  });

  it("skips, and says why, an entry whose id is not 11 characters of YouTube's alphabet, or from another channel", () => {
    const good = { id: fakeVideoId(5), title: "Good", description: "", published: "2026-11-20T15:00:00Z" };
    const xml = feedOf(
      good,
      { ...good, id: "short", published: "2026-11-21T00:00:00Z" },
      { ...good, id: "has space!!", published: "2026-11-22T00:00:00Z" },
      { ...good, id: "../../etc/p", published: "2026-11-23T00:00:00Z" },
    );
    const other = feedOf({ ...good, id: fakeVideoId(6) }).replace(
      `<yt:channelId>${CHANNEL_ID}</yt:channelId>\n  <title>`,
      "<yt:channelId>UCzzzzzzzzzzzzzzzzzzzzzz</yt:channelId>\n  <title>",
    );
    const parsed = parseChannelFeed(xml, CHANNEL_ID);
    expect(parsed.videos.map((video) => video.id)).toEqual([fakeVideoId(5)]);
    expect(parsed.skipped).toHaveLength(3);
    expect(parsed.skipped[0]).toContain(`"../../etc/p"`);
    expect(parseChannelFeed(other, CHANNEL_ID).skipped[0]).toContain("UCzzzzzzzzzzzzzzzzzzzzzz");
  });

  it("keeps a 200 KB description to YouTube's 5,000 characters", () => {
    const xml = feedOf({ id: fakeVideoId(7), title: "Long", description: "word ".repeat(40_000), published: "2026-11-20T15:00:00Z" });
    const [video] = parseChannelFeed(xml, CHANNEL_ID).videos;
    expect(xml.length).toBeGreaterThan(200_000);
    expect(must(video).description).toHaveLength(DESCRIPTION_MAX);
    expect(must(video).description.endsWith("…")).toBe(true);
  });

  it("refuses a truncated feed, an HTML page, an empty answer and a foreign root as not a feed", () => {
    const xml = feedOf({ id: fakeVideoId(8), title: "T", description: "D", published: "2026-11-20T15:00:00Z" });
    const refusal = (text: string) => {
      try {
        parseChannelFeed(text, CHANNEL_ID);
      } catch (error) {
        expect(error).toBeInstanceOf(NotAFeed);
        return (error as NotAFeed).truncated ? "truncated" : "not a feed";
      }
      return "accepted";
    };
    for (const cut of [0.2, 0.5, 0.9, 0.99]) expect(refusal(xml.slice(0, Math.floor(xml.length * cut)))).toBe("truncated");
    expect(refusal("<!DOCTYPE html><html><body>Before you continue</body></html>")).toBe("not a feed");
    expect(refusal("<html><head><title>x</title></head><body><p>a &nbsp; b</p></body></html>")).toBe("not a feed");
    expect(refusal('<?xml version="1.0"?><rss version="2.0"><channel/></rss>')).toBe("not a feed");
    expect(refusal("")).toBe("truncated");
    expect(refusal('<!DOCTYPE feed [<!ENTITY x "boom">]><feed xmlns="http://www.w3.org/2005/Atom">&x;</feed>')).toBe("not a feed");
    expect(refusal(xml)).toBe("accepted");
  });
});
