import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, type PublishAnswer } from "../../../src/publishing/contract";
import { configOf } from "../../../worker/config";
import { issueEmail } from "../../../worker/publishing/checks";
import { readChannelFeed } from "../../../worker/videos";
import { fakeVideoId, type FakeYouTube } from "../../fakes/fake-youtube";
import { daysFromToday, draftText, formPost, jsonPost, kitBroadcastsOf, publishingClient, validIssue, newKitAccount } from "./publish-harness";
import { VIDEO_LINES_PATH, type VideoLinesAnswer } from "../../../src/videos/contract";
import { forgetVideos, stubYouTube, youtubeEnv } from "../videos/youtube-harness";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue } from "../../fakes/signup-harness";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";
import { utmSourceOf } from "../../../src/newsletter/link-tags";

const UTM_SOURCE = utmSourceOf(owner.newsletterName);

const env = youtubeEnv();
const send = publishingClient(env);
let youtube: FakeYouTube;
const known = fakeVideoId(41);
const withVideo = (url: string) => `${draftText()}\nVIDEO: ${url}\n`;

async function publish(fields: object) {
  const { response, text } = await send(ISSUES_PATH, jsonPost(fields));
  return { status: response.status, answer: JSON.parse(text) as PublishAnswer };
}
const problemsOf = (answer: PublishAnswer) => (answer.success ? [] : answer.problems.map((problem) => [problem.code, problem.level]));

beforeEach(async () => {
  await forgetVideos();
  youtube = stubYouTube();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  youtube.uploads = [{ id: known, title: "Retention <deep> dive", description: "", published: "2026-11-20T10:00:00Z" }];
  await readChannelFeed(env, must(configOf(env).youtube));
});
beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

describe("a VIDEO: line in an issue", () => {
  it("warns before publishing when the site does not know the video, and refuses an address that is no video's", async () => {
    const unknown = await publish(validIssue({ draft: withVideo(`https://youtu.be/${fakeVideoId(99)}`) }));
    expect(unknown.status).toBe(422);
    expect(problemsOf(unknown.answer)).toContainEqual(["VIDEO_UNKNOWN", "warning"]);
    const notVideo = await publish(validIssue({ draft: withVideo("https://example.org/watch") }));
    expect(problemsOf(notVideo.answer)).toContainEqual(["VIDEO_NOT_YOUTUBE", "error"]);
    const fine = await publish(validIssue({ draft: withVideo(`https://www.youtube.com/watch?v=${known}&t=10s`) }));
    expect(fine.status).toBe(201);
  });

  it("shows the facade on the issue's page, with the player's frame allowed there only", async () => {
    const fields = validIssue({ draft: withVideo(`https://www.youtube.com/shorts/${known}`) });
    expect((await publish(fields)).status).toBe(201);
    const page = await send(issuePath(must(fields.slug)));
    expect(page.response.status).toBe(200);
    expect(page.text).toContain(`href="https://www.youtube.com/watch?v=${known}" data-video-facade=""`);
    expect(page.text).toContain(`src="/videos/thumbnails/${known}.jpg" width="480" height="360"`);
    expect(page.text).toMatch(/<script type="module" src="[^"]*islands[^"]*"/);
    expect(page.response.headers.get("Content-Security-Policy")).toContain("frame-src https://www.youtube-nocookie.com");
    // From the page cache too.
    const again = await send(issuePath(must(fields.slug)));
    expect(again.response.headers.get("Server-Timing")).toContain("HIT");
    expect(again.response.headers.get("Content-Security-Policy")).toContain("frame-src https://www.youtube-nocookie.com");
    const plain = validIssue();
    expect((await publish(plain)).status).toBe(201);
    expect((await send(issuePath(must(plain.slug)))).response.headers.get("Content-Security-Policy")).toContain("frame-src 'none'");
  });

  it("shows the thumbnail in the email, an absolute address on the site, linked to the video's page with its title", () => {
    const { html } = issueEmail({ draft: withVideo(`https://youtu.be/${known}`), style: "minimal", slug: "x" }, "https://www.example.com", {
      titles: { [known]: "Retention <deep> dive" },
      hidden: [],
    });
    expect(html).toContain(
      // Tagged with the issue like every link to the site (src/newsletter/link-tags.ts).
      `<a href="https://www.example.com/videos/${known}?utm_source=${UTM_SOURCE}&amp;utm_medium=email&amp;utm_campaign=x&amp;utm_content=retention-deep-dive" style="display:block;text-decoration:none"><img src="https://www.example.com/videos/thumbnails/${known}.jpg" width="480" height="360" alt="&#9654; Retention &lt;deep&gt; dive"`,
    );
    expect(html).toContain("&#9654; Retention &lt;deep&gt; dive</a>");
    expect(html).not.toMatch(/ytimg|youtube-nocookie/);
  });
});

/** The channel's feed read into an env whose Kit is a fresh fake: one env for the request and the reconciler's pass (kitEnv's stand-in reads the env it was made with). */
async function channelWithKit() {
  const kit = new FakeKit();
  vi.restoreAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  youtube = stubYouTube((request) => (request.url.startsWith(KIT_BASE) ? kit.fetch(request) : undefined));
  youtube.uploads = [{ id: known, title: "Retention <deep> dive", description: "", published: "2026-11-20T10:00:00Z" }];
  const withKit = kitEnv(recordingQueue(), {
    ENVIRONMENT: "development",
    YOUTUBE_CHANNEL_ID: env.YOUTUBE_CHANNEL_ID,
    YOUTUBE_FEED_URL: env.YOUTUBE_FEED_URL,
    YOUTUBE_THUMBNAILS_BASE: env.YOUTUBE_THUMBNAILS_BASE,
  });
  await readChannelFeed(withKit, must(configOf(withKit).youtube));
  return { kit, withKit };
}

describe("a VIDEO: line in Kit's broadcast", () => {
  it("is the site's thumbnail linked to the video's page, with the title the site knows", async () => {
    const { kit, withKit } = await channelWithKit();
    const fields = validIssue({ draft: withVideo(`https://youtu.be/${known}`) });
    const { response } = await publishingClient(withKit)(ISSUES_PATH, jsonPost(fields));
    expect(response.status).toBe(201);
    const [broadcast] = kit.broadcasts.broadcasts;
    expect(must(broadcast).content).toContain(
      `<a href="https://site.test/videos/${known}?utm_source=${UTM_SOURCE}&amp;utm_medium=email&amp;utm_campaign=${fields.slug}&amp;utm_content=retention-deep-dive" style="display:block;text-decoration:none"><img src="https://site.test/videos/thumbnails/${known}.jpg"`,
    );
    expect(must(broadcast).content).toContain("&#9654; Retention &lt;deep&gt; dive</a>");
  });
});

/** The desk's "Start an issue about it": the VIDEO: line right after the intro's words, no blank line needed. */
const aboutVideo = (id: string) =>
  `HOOK: One idea a week.\n\nINTRO:\nHey there, it's Jordan.\nVIDEO: https://youtu.be/${id}\n\n# The idea\n\nWrite the title before you film.\n`;

describe("a VIDEO: line in the intro, and a video he hides", () => {
  it("is the card with the video's title on the issue's page; once hidden, the watch link only, on a page made anew", async () => {
    const fields = validIssue({ draft: aboutVideo(known) });
    expect((await publish(fields)).status).toBe(201);
    const page = await send(issuePath(must(fields.slug)));
    expect(page.text).toContain(`href="https://www.youtube.com/watch?v=${known}" data-video-facade=""`);
    expect(page.text).toContain("Play: Retention &lt;deep&gt; dive");
    expect(page.text).not.toContain("VIDEO:");
    expect((await send(issuePath(must(fields.slug)))).response.headers.get("Server-Timing")).toContain("HIT");

    const hidden = await send(`/internal/videos/${known}/hide`, formPost({ confirm: "yes" } as never));
    expect(hidden.response.status).toBe(200);
    const after = await send(issuePath(must(fields.slug)));
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("Server-Timing")).not.toContain("HIT");
    expect(after.text).not.toContain("data-video-facade");
    expect(after.text).not.toContain(`/videos/thumbnails/${known}`);
    expect(after.text).toContain(`<a href="https://www.youtube.com/watch?v=${known}">Watch the video</a>`);

    // Shown again: the card is back.
    await send(`/internal/videos/${known}/show`, formPost({ confirm: "yes" } as never));
    expect((await send(issuePath(must(fields.slug)))).text).toContain("data-video-facade");
  });

  it("warns before publishing an issue naming a hidden video, and refuses a raw VIDEO: line in words", async () => {
    await send(`/internal/videos/${known}/hide`, formPost({ confirm: "yes" } as never));
    const hiddenOne = await publish(validIssue({ draft: aboutVideo(known) }));
    expect(problemsOf(hiddenOne.answer)).toContainEqual(["VIDEO_HIDDEN", "warning"]);
    const raw = await publish(validIssue({ draft: `${draftText()}\n# VIDEO: https://youtu.be/${known}\n\nText.\n` }));
    expect(raw.status).toBe(422);
    expect(problemsOf(raw.answer)).toContainEqual(["VIDEO_AS_TEXT", "error"]);
  });

  it("tells the previewer what the site knows of a draft's videos, for the owner only", async () => {
    const lines = await send(`${VIDEO_LINES_PATH}?ids=${known},${fakeVideoId(99)},bad`);
    expect(lines.response.status).toBe(200);
    expect(lines.response.headers.get("Cache-Control")).toContain("no-store");
    expect(JSON.parse(lines.text) as VideoLinesAnswer).toEqual({ channel: true, titles: { [known]: "Retention <deep> dive" }, hidden: [] });
    await send(`/internal/videos/${known}/hide`, formPost({ confirm: "yes" } as never));
    expect(JSON.parse((await send(`${VIDEO_LINES_PATH}?ids=${known}`)).text)).toEqual({ channel: true, titles: {}, hidden: [known] });
  });
});

describe("a video hidden while Kit holds an issue naming it", () => {
  it("has the scheduled email made again with the watch link only, and the card back when shown again", async () => {
    const { kit, withKit } = await channelWithKit();
    const sendWithKit = publishingClient(withKit);
    const fields = validIssue({ draft: aboutVideo(known), date: daysFromToday(3) });
    const scheduled = await sendWithKit(ISSUES_PATH, jsonPost({ ...fields, send: "schedule", time: "09:00" }));
    expect(scheduled.response.status, scheduled.text).toBe(201);
    const [before] = kitBroadcastsOf(kit, must(fields.slug));
    expect(must(before).content).toContain(`<img src="https://site.test/videos/thumbnails/${known}.jpg"`);
    expect(must(before).send_at).not.toBeNull();

    expect((await sendWithKit(`/internal/videos/${known}/hide`, formPost({ confirm: "yes" } as never))).response.status).toBe(200);
    const held = kitBroadcastsOf(kit, must(fields.slug));
    expect(held).toHaveLength(1);
    expect(must(held[0]).content).not.toContain("/videos/");
    expect(must(held[0]).content).toContain(`href="https://www.youtube.com/watch?v=${known}"`);
    expect(must(held[0]).send_at).toBe(must(before).send_at);

    await sendWithKit(`/internal/videos/${known}/show`, formPost({ confirm: "yes" } as never));
    expect(must(kitBroadcastsOf(kit, must(fields.slug))[0]).content).toContain(`/videos/thumbnails/${known}.jpg`);
  });
});
