import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, type PublishAnswer } from "../../../src/publishing/contract";
import { configOf } from "../../../worker/config";
import { issueEmail } from "../../../worker/publishing/checks";
import { readChannelFeed } from "../../../worker/videos";
import { fakeVideoId, type FakeYouTube } from "../../fakes/fake-youtube";
import { draftText, jsonPost, publishingClient, validIssue, newKitAccount } from "./publish-harness";
import { forgetVideos, stubYouTube, youtubeEnv } from "../videos/youtube-harness";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue } from "../../fakes/signup-harness";

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
  await readChannelFeed(env, configOf(env).youtube!);
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
    const page = await send(issuePath(fields.slug!));
    expect(page.response.status).toBe(200);
    expect(page.text).toContain(`href="https://www.youtube.com/watch?v=${known}" data-video-facade=""`);
    expect(page.text).toContain(`src="/videos/thumbnails/${known}.jpg" width="480" height="360"`);
    expect(page.text).toMatch(/<script type="module" src="[^"]*islands[^"]*"/);
    expect(page.response.headers.get("Content-Security-Policy")).toContain("frame-src https://www.youtube-nocookie.com");
    // From the page cache too.
    const again = await send(issuePath(fields.slug!));
    expect(again.response.headers.get("Server-Timing")).toContain("HIT");
    expect(again.response.headers.get("Content-Security-Policy")).toContain("frame-src https://www.youtube-nocookie.com");
    const plain = validIssue();
    expect((await publish(plain)).status).toBe(201);
    expect((await send(issuePath(plain.slug!))).response.headers.get("Content-Security-Policy")).toContain("frame-src 'none'");
  });

  it("shows the thumbnail in the email, an absolute address on the site, linked to the video's page with its title", () => {
    const { html } = issueEmail({ draft: withVideo(`https://youtu.be/${known}`), style: "minimal", slug: "x" }, "https://www.example.com", {
      [known]: "Retention <deep> dive",
    });
    expect(html).toContain(
      // Tagged with the issue like every link to the site (src/newsletter/link-tags.ts).
      `<a href="https://www.example.com/videos/${known}?utm_source=the-playback&amp;utm_medium=email&amp;utm_campaign=x&amp;utm_content=retention-deep-dive" style="display:block;text-decoration:none"><img src="https://www.example.com/videos/thumbnails/${known}.jpg" width="480" height="360" alt="&#9654; Retention &lt;deep&gt; dive"`,
    );
    expect(html).toContain("&#9654; Retention &lt;deep&gt; dive</a>");
    expect(html).not.toMatch(/ytimg|youtube-nocookie/);
  });
});

describe("a VIDEO: line in Kit's broadcast", () => {
  it("is the site's thumbnail linked to the video's page, with the title the site knows", async () => {
    const kit = new FakeKit();
    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    youtube = stubYouTube((request) => (request.url.startsWith(KIT_BASE) ? kit.fetch(request) : undefined));
    youtube.uploads = [{ id: known, title: "Retention <deep> dive", description: "", published: "2026-11-20T10:00:00Z" }];
    // One env for the request and the reconciler's pass (kitEnv's stand-in reads the env it was made with).
    const withKit = kitEnv(recordingQueue(), {
      ENVIRONMENT: "development",
      YOUTUBE_CHANNEL_ID: env.YOUTUBE_CHANNEL_ID,
      YOUTUBE_FEED_URL: env.YOUTUBE_FEED_URL,
      YOUTUBE_THUMBNAILS_BASE: env.YOUTUBE_THUMBNAILS_BASE,
    });
    await readChannelFeed(withKit, configOf(withKit).youtube!);
    const fields = validIssue({ draft: withVideo(`https://youtu.be/${known}`) });
    const { response } = await publishingClient(withKit)(ISSUES_PATH, jsonPost(fields));
    expect(response.status).toBe(201);
    const [broadcast] = kit.broadcasts.broadcasts;
    expect(broadcast!.content).toContain(
      `<a href="https://site.test/videos/${known}?utm_source=the-playback&amp;utm_medium=email&amp;utm_campaign=${fields.slug}&amp;utm_content=retention-deep-dive" style="display:block;text-decoration:none"><img src="https://site.test/videos/thumbnails/${known}.jpg"`,
    );
    expect(broadcast!.content).toContain("&#9654; Retention &lt;deep&gt; dive</a>");
  });
});
