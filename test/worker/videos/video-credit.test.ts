import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StatsJson } from "../../../src/stats/contract";
import { configOf } from "../../../worker/config";
import { readChannelFeed, readFeedIfOn } from "../../../worker/videos";
import { fakeVideoId, type FakeUpload, type FakeYouTube } from "../../fakes/fake-youtube";
import { FakeKit, freshEmail, KIT_BASE, kitEnv, postJson, recordingQueue, SITE as KIT_SITE } from "../../fakes/signup-harness";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { stubYouTube, youtubeEnv, freshYouTube, numberedUpload } from "./youtube-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

let youtube: FakeYouTube;
const upload = (n: number, extra: Partial<FakeUpload> = {}) => numberedUpload(n, { title: `Credit video ${n}`, description: "", ...extra });
const today = () => new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  youtube = await freshYouTube();
});
afterEach(() => vi.restoreAllMocks());

describe("a signup on a video's page carries the video to Kit", () => {
  it("makes Kit's Signup video field once, then fills it for a signup sent from the video's page only", async () => {
    const kit = new FakeKit();
    // One stub for both fakes: a second spy on `fetch` would replace the first.
    vi.restoreAllMocks();
    youtube = stubYouTube((request) => (request.url.startsWith(KIT_BASE) ? kit.fetch(request) : undefined));
    const env = {
      ...kitEnv(recordingQueue()),
      YOUTUBE_CHANNEL_ID: youtubeEnv().YOUTUBE_CHANNEL_ID,
      YOUTUBE_FEED_URL: youtubeEnv().YOUTUBE_FEED_URL,
      YOUTUBE_THUMBNAILS_BASE: youtubeEnv().YOUTUBE_THUMBNAILS_BASE,
    };
    youtube.uploads = [upload(1, { title: "Better hooks" })];
    await readFeedIfOn(env, new Date());
    await readFeedIfOn(env, new Date());
    expect(kit.customFields.fields.map((field) => [field.label, field.key])).toEqual([["Signup video", "signup_video"]]);
    expect(kit.requests.filter((request) => request.path.endsWith("/custom_fields"))).toHaveLength(1);

    const onVideo = freshEmail("video");
    const elsewhere = freshEmail("elsewhere");
    expectStatus(await postJson({ email: onVideo, referrer: `${KIT_SITE}/videos/better-hooks?utm_source=x` }, { env })).toBe(200);
    expectStatus(await postJson({ email: elsewhere, referrer: `${KIT_SITE}/newsletter` }, { env })).toBe(200);
    expect(kit.customFields.fieldsOf(onVideo).signup_video).toBe(fakeVideoId(1));
    expect(kit.customFields.fieldsOf(elsewhere).signup_video).toBe("");
  });
});

describe("stats.json credits a video with its page's views and signups as well as its tagged links", () => {
  const env = youtubeEnv();
  const send = siteClient(env);
  const headersOf = (who: Visitor) => ({
    Origin: SITE,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "application/json",
    "CF-Connecting-IP": who.ip,
    "User-Agent": who.ua,
  });
  const beacon = (who: Visitor, body: object) => send("/api/view", { method: "POST", headers: headersOf(who), body: JSON.stringify(body) });

  it("counts views, visitors, signups per video id, once when a tagged link leads to the same video's page", async () => {
    youtube.uploads = [upload(2, { title: "Thumbnail tests" }), upload(3, { title: "Title tests" })];
    await readChannelFeed(env, must(configOf(env).youtube));
    const run = crypto.randomUUID().slice(0, 6);
    const people = Array.from({ length: 4 }, (_, n): Visitor => ({ ip: `198.18.${run.charCodeAt(0)}.${n + 10}`, ua: personUserAgent(n + 700) }));
    // Two on video 2's page, one of them through a link tagged with video 2 itself; one on the
    // newsletter page through a link tagged with video 3; one on video 3's page.
    expectStatus(await beacon(must(people[0]), { path: "/videos/thumbnail-tests" })).toBe(204);
    expect(
      (await beacon(must(people[1]), { path: "/videos/thumbnail-tests", utm_source: "youtube", utm_content: fakeVideoId(2), video: fakeVideoId(2) })).response
        .status,
    ).toBe(204);
    expect(
      (await beacon(must(people[2]), { path: "/newsletter", utm_source: "youtube", utm_content: fakeVideoId(3), video: fakeVideoId(3) })).response.status,
    ).toBe(204);
    expectStatus(await beacon(must(people[3]), { path: "/videos/title-tests" })).toBe(204);
    const signup = await send("/api/subscribe", {
      method: "POST",
      headers: headersOf(must(people[0])),
      body: JSON.stringify({ email: `credit-${run}@example.org`, referrer: `${SITE}/videos/thumbnail-tests` }),
    });
    expectStatus(signup).toBe(200);

    const { response, text } = await send(`/internal/stats.json?from=${today()}&to=${today()}`);
    expectStatus({ response, text }).toBe(200);
    const { videos } = JSON.parse(text) as StatsJson;
    const row = (id: string) => videos.find((video) => video.video === id);
    expect(row(fakeVideoId(2))).toMatchObject({ views: 2, visitors: 2, signups: 1, confirmed: 0 });
    expect(row(fakeVideoId(3))).toMatchObject({ views: 2, visitors: 2, signups: 0 });
    expect(testEnv.DB).toBeDefined();
  });
});
