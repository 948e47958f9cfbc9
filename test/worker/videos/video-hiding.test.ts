import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../worker/app";
import { configOf, type Env } from "../../../worker/config";
import { readChannelFeed } from "../../../worker/videos";
import { fakeVideoId, type FakeYouTube } from "../../fakes/fake-youtube";
import { SITE, siteClient } from "../support/site-client";
import { freshYouTube, thumbnailRequests, numberedUpload as upload, youtubeEnv } from "./youtube-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const env = youtubeEnv();
const send = siteClient(env);
const FORM = { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "Sec-Fetch-Site": "same-origin" };
let youtube: FakeYouTube;

beforeEach(async () => {
  youtube = await freshYouTube();
  youtube.uploads = [upload(1), upload(2, { title: "The one to hide" }), upload(3)];
  await readChannelFeed(env, must(configOf(env).youtube));
});
afterEach(() => vi.restoreAllMocks());

/** A form post of the owner's page, with Workers Cache's purges recorded (Miniflare has none). */
async function post(path: string, fields: Record<string, string>, purges: CachePurgeOptions[] = []) {
  const ctx = createExecutionContext();
  Object.defineProperty(ctx, "cache", {
    value: {
      purge: async (options: CachePurgeOptions) => {
        purges.push(options);
        return { success: true, errors: [] as CachePurgeError[] };
      },
    },
  });
  const response = await createApp().fetch(
    new Request(`${SITE}${path}`, { method: "POST", headers: FORM, body: new URLSearchParams(fields).toString() }),
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

const hide = (n: number, purges?: CachePurgeOptions[]) => post(`/internal/videos/${fakeVideoId(n)}/hide`, { confirm: "yes" }, purges);
const show = (n: number) => post(`/internal/videos/${fakeVideoId(n)}/show`, { confirm: "yes" });

describe("hiding a video from the site (/internal/videos)", () => {
  it("lists every video the site knows, newest first, each with a confirmed form post to hide it", async () => {
    const { response, text } = await send("/internal/videos");
    expectStatus({ response, text }).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect([...text.matchAll(/data-video="([^"]+)"/g)].map((match) => match[1])).toEqual([fakeVideoId(3), fakeVideoId(2), fakeVideoId(1)]);
    expect(text).toContain(`action="/internal/videos/${fakeVideoId(2)}/hide"`);
    const checkbox = /<input[^>]*id="confirm-v0000000002"[^>]*>/.exec(text)?.[0] ?? "";
    expect(checkbox).toContain('type="checkbox"');
    expect(checkbox).toContain('name="confirm"');
    expect(checkbox).toContain("required");
    expect(text).toContain("Hide from the site");
  });

  it("a hidden video's page answers 410 Gone, it leaves /videos and the sitemap, its thumbnail is the placeholder, and the caches are purged", async () => {
    // Served once before, so the list and the sitemap sit in the page cache.
    expect((await send("/videos")).text).toContain("The one to hide");
    expect((await send("/sitemap.xml")).text).toContain("/videos/the-one-to-hide");
    expect((await send(`/videos/thumbnails/${fakeVideoId(2)}.jpg`)).response.headers.get("Content-Type")).toBe("image/jpeg");

    const purges: CachePurgeOptions[] = [];
    const { response, text } = await hide(2, purges);
    expectStatus({ response, text }).toBe(200);
    expect(text).toContain("is hidden from the site");
    expect(text).toMatch(/data-video="v0000000002" data-hidden="yes"/);
    expect(text).toContain(`action="/internal/videos/${fakeVideoId(2)}/show"`);
    expect(purges).toEqual([{ tags: ["videos", `video-${fakeVideoId(2)}`] }]);

    const page = await send("/videos/the-one-to-hide");
    expect(page.response.status).toBe(410);
    expect(page.response.headers.get("Cache-Control")).toBe("no-store");
    expect(page.text).toContain("This video is no longer on the site");
    expect((await send(`/videos/${fakeVideoId(2)}`)).response.status).toBe(410);
    const list = await send("/videos");
    expect(list.text).not.toContain("The one to hide");
    expect(list.text).toContain("Video number 3");
    expect((await send("/sitemap.xml")).text).not.toContain("/videos/the-one-to-hide");
    const thumbnail = await send(`/videos/thumbnails/${fakeVideoId(2)}.jpg`);
    expect(thumbnail.response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(thumbnailRequests(youtube)).toHaveLength(1);
    // The other videos are untouched.
    expectStatus(await send("/videos/video-number-3")).toBe(200);
  });

  it("the desk shows how many are hidden and links the page", async () => {
    expect((await send("/internal")).text).toMatch(/data-videos-hidden="0"/);
    await hide(2);
    await hide(1);
    const desk = await send("/internal");
    expect(desk.text).toMatch(/data-videos-hidden="2"/);
    expect(desk.text).toContain("2 videos are hidden from the site.");
    expect(desk.text).toContain('href="/internal/videos"');
  });

  it("shows it again: the page, the list and the sitemap are back", async () => {
    await hide(2);
    expect((await send("/videos/the-one-to-hide")).response.status).toBe(410);
    const { text } = await show(2);
    expect(text).toContain("is on the site again");
    expectStatus(await send("/videos/the-one-to-hide")).toBe(200);
    expect((await send("/videos")).text).toContain("The one to hide");
    expect((await send("/sitemap.xml")).text).toContain("/videos/the-one-to-hide");
  });

  it("changes nothing without the confirmation, for an unknown video, or from another site", async () => {
    const unconfirmed = await post(`/internal/videos/${fakeVideoId(2)}/hide`, {});
    expect(unconfirmed.response.status).toBe(400);
    expect(unconfirmed.text).toContain("tick the box");
    expect((await post(`/internal/videos/${fakeVideoId(99)}/hide`, { confirm: "yes" })).response.status).toBe(404);
    const ctx = createExecutionContext();
    const forged = await createApp().fetch(
      new Request(`${SITE}/internal/videos/${fakeVideoId(2)}/hide`, {
        method: "POST",
        headers: { ...FORM, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        body: "confirm=yes",
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(forged.status).toBe(403);
    expectStatus(await send("/videos/the-one-to-hide")).toBe(200);
  });

  it("is the owner's: without the password it asks for it, and a post changes nothing", async () => {
    const guarded: Env = { ...env, PREVIEW_PASSWORD: "q7Vx2mLp9RtZ4bNc8KwY3sHd" };
    const guardedSend = siteClient(guarded);
    expect((await guardedSend("/internal/videos")).response.status).toBe(401);
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request(`${SITE}/internal/videos/${fakeVideoId(2)}/hide`, { method: "POST", headers: FORM, body: "confirm=yes" }),
      guarded,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(401);
    expectStatus(await send("/videos/the-one-to-hide")).toBe(200);
  });
});
