import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configOf } from "../../../worker/config";
import { readChannelFeed, thumbnailType } from "../../../worker/videos";
import { fakeThumbnailBytes, fakeVideoId, fakeWebpBytes, type FakeUpload, type FakeYouTube } from "../../fakes/fake-youtube";
import { SITE, siteClient } from "../support/site-client";
import { thumbnailRequests, youtubeEnv, freshYouTube, numberedUpload as upload } from "./youtube-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";
import { AA_NON_TEXT, contrastRatio, neutral } from "../../../src/styles/palette.ts";

const env = youtubeEnv();
const send = siteClient(env);
let youtube: FakeYouTube;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(must(match[1])) as Record<string, unknown>);
const fresh = { headers: { "Cache-Control": "no-cache" } };

async function importUploads(...uploads: FakeUpload[]) {
  youtube.uploads = uploads;
  await readChannelFeed(env, must(configOf(env).youtube));
}

beforeEach(async () => {
  youtube = await freshYouTube();
});
afterEach(() => vi.restoreAllMocks());

describe("a video's page", () => {
  it("shows the title and description as text, links made links, chapters linked to their moment, the facade and a signup form", async () => {
    const description = `Chapters below.\n0:00 Intro\n1:15 Why retention matters\n1:02:03 The long one\n\nMore: https://example.org/tools. My site: ${SITE}/newsletter\n<img src=x onerror=alert(1)>`;
    await importUploads(upload(1, { title: `Retention <script>alert(1)</script> & you`, description }));
    const { response, text } = await send("/videos/retention-script-alert-1-script-and-you", fresh);
    expectStatus({ response, text }).toBe(200);
    expect(text).toContain("Retention &lt;script&gt;alert(1)&lt;/script&gt; &amp; you");
    expect(text).not.toContain("<script>alert(1)");
    expect(text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(text).toContain('<a href="https://example.org/tools" rel="nofollow ugc">https://example.org/tools</a>');
    expect(text).toContain(`<a href="${SITE}/newsletter">${SITE}/newsletter</a>`);
    expect(text).toContain(`href="https://www.youtube.com/watch?v=${fakeVideoId(1)}&amp;t=75s"`);
    expect(text).toContain(`href="https://www.youtube.com/watch?v=${fakeVideoId(1)}&amp;t=3723s"`);
    // The facade: the site's own thumbnail with its size, a link to YouTube without JavaScript, nothing from Google's hosts.
    expect(text).toContain(`src="/videos/thumbnails/${fakeVideoId(1)}.jpg" width="480" height="360"`);
    expect(text).toContain(`href="https://www.youtube.com/watch?v=${fakeVideoId(1)}" data-video-facade=""`);
    expect(text).toContain(`data-embed="https://www.youtube-nocookie.com/embed/${fakeVideoId(1)}?autoplay=1"`);
    expect(text).not.toMatch(/<(img|script|iframe|link)[^>]+(ytimg|youtube|google)/);
    expect(text).toContain('data-island="SubscribeForm"');
    // Only this page's CSP allows the privacy-enhanced player's frame.
    const csp = must(response.headers.get("Content-Security-Policy"));
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(csp).not.toContain("ytimg");
    expect((await send("/videos", fresh)).response.headers.get("Content-Security-Policy")).toContain("frame-src 'none'");
  });

  it("has VideoObject JSON-LD with Clips for the chapters, and Open Graph tags", async () => {
    await importUploads(upload(2, { title: "Hooks", description: "0:00 Intro\n1:15 Why retention matters\n2:30 End\nSome notes." }));
    const { text } = await send("/videos/hooks", fresh);
    const video = must(jsonLd(text).find((item) => item["@type"] === "VideoObject"));
    expect(video).toMatchObject({
      name: "Hooks",
      description: "Some notes.",
      uploadDate: upload(2).published,
      thumbnailUrl: [`${SITE}/videos/thumbnails/${fakeVideoId(2)}.jpg`],
      embedUrl: `https://www.youtube-nocookie.com/embed/${fakeVideoId(2)}`,
    });
    expect(video.hasPart).toEqual([
      { "@type": "Clip", name: "Intro", startOffset: 0, endOffset: 75, url: `https://www.youtube.com/watch?v=${fakeVideoId(2)}&t=0s` },
      { "@type": "Clip", name: "Why retention matters", startOffset: 75, endOffset: 150, url: `https://www.youtube.com/watch?v=${fakeVideoId(2)}&t=75s` },
      { "@type": "Clip", name: "End", startOffset: 150, url: `https://www.youtube.com/watch?v=${fakeVideoId(2)}&t=150s` },
    ]);
    expect(text).toContain(`<meta property="og:image" content="${SITE}/videos/thumbnails/${fakeVideoId(2)}.jpg"`);
    expect(text).toContain('<meta property="og:type" content="video.other"');
  });

  it("redirects /videos/<id> to the slug, and keeps the slug when the title changes", async () => {
    await importUploads(upload(3, { title: "First title" }));
    const redirect = await send(`/videos/${fakeVideoId(3)}`);
    expect(redirect.response.status).toBe(301);
    expect(redirect.response.headers.get("Location")).toBe("/videos/first-title");
    // Cached first, then retitled with the same `updated`: the page shows the new title all the same.
    expect((await send("/videos/first-title")).text).toContain("First title");
    await importUploads(upload(3, { title: "A new title" }));
    const { response, text } = await send("/videos/first-title");
    expectStatus({ response, text }).toBe(200);
    expect(text).toContain("A new title");
  });

  it("answers unknown slugs and odd keys 404, reading D1 at most once", async () => {
    await importUploads(upload(4));
    const prepare = vi.spyOn(testEnv.DB, "prepare");
    for (const path of ["/videos/no-such-video", "/videos/..%2F..%2Fetc", "/videos/%3Cscript%3E", `/videos/${"a".repeat(200)}`]) {
      const before = prepare.mock.calls.filter(([sql]) => sql.includes("FROM videos")).length;
      expect((await send(path)).response.status).toBe(404);
      expect(prepare.mock.calls.filter(([sql]) => sql.includes("FROM videos")).length - before).toBeLessThanOrEqual(1);
    }
  });

  it("is no route at all without YOUTUBE_CHANNEL_ID", async () => {
    await importUploads(upload(5));
    const off = siteClient(youtubeEnv({ YOUTUBE_CHANNEL_ID: "" }));
    expect((await off("/videos")).response.status).toBe(404);
    expect((await off("/videos/video-number-5")).response.status).toBe(404);
    expect((await off(`/videos/thumbnails/${fakeVideoId(5)}.jpg`)).response.status).toBe(404);
  });
});

describe("/videos", () => {
  it("lists the videos newest first, a page at a time, Shorts marked", async () => {
    await importUploads(...Array.from({ length: 15 }, (_, n) => upload(n + 1, { short: n === 0 })));
    youtube.uploads.push(...Array.from({ length: 15 }, (_, n) => upload(n + 16)));
    await readChannelFeed(env, must(configOf(env).youtube));
    const first = await send("/videos", fresh);
    expectStatus(first).toBe(200);
    const titles = [...first.text.matchAll(/Video number (\d+)/g)].map((match) => Number(match[1]));
    expect(titles.slice(0, 3)).toEqual([30, 29, 28]);
    expect(new Set(titles).size).toBe(24);
    expect(first.text).toContain('href="/videos?page=2" rel="next"');
    const second = await send("/videos?page=2", fresh);
    expect([...new Set([...second.text.matchAll(/Video number (\d+)/g)].map((match) => Number(match[1])))]).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.text).toMatch(/Video number 1<span[^>]*>Short<\/span>/);
    expect((await send("/videos?page=3", fresh)).response.status).toBe(404);
  });
});

describe("thumbnails from the site", () => {
  it("fetches a thumbnail once, then serves the kept copy", async () => {
    await importUploads(upload(6));
    const path = `/videos/thumbnails/${fakeVideoId(6)}.jpg`;
    const first = await send(path);
    expectStatus(first).toBe(200);
    expect(first.response.headers.get("Content-Type")).toBe("image/jpeg");
    // Emails (loaded by mail clients from their own origin) and the previewer's sandboxed frame show it.
    expect(first.response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    const again = await send(path);
    expectStatus(again).toBe(200);
    expect(again.response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(thumbnailRequests(youtube)).toHaveLength(1);
    // Every other answer keeps the site's own policy.
    expect((await send("/videos")).response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(new Uint8Array(await new Response(again.text).arrayBuffer()).length).toBeGreaterThan(0);
    expect(fakeThumbnailBytes(fakeVideoId(6)).length).toBeGreaterThan(4);
  });

  it("answers an unknown id 404 without any fetch", async () => {
    await importUploads(upload(7));
    expect((await send(`/videos/thumbnails/${fakeVideoId(99)}.jpg`)).response.status).toBe(404);
    expect((await send("/videos/thumbnails/not-an-id.jpg")).response.status).toBe(404);
    expect(thumbnailRequests(youtube)).toHaveLength(0);
  });

  it("answers a neutral placeholder of the same size when the fetch fails, and tries again next time", async () => {
    await importUploads(upload(8));
    youtube.thumbnailMode = "server-error";
    const failed = await send(`/videos/thumbnails/${fakeVideoId(8)}.jpg`);
    expectStatus(failed).toBe(200);
    expect(failed.response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(failed.text).toContain('width="480" height="360"');
    // Drawn in the palette's colours, its play mark clear on its ground (3:1, as a graphic needs).
    const [ground, mark] = [...failed.text.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]);
    expect([ground, mark]).toEqual([neutral.line, neutral.placeholder]);
    expect(contrastRatio(neutral.placeholder, neutral.line)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    youtube.thumbnailMode = "normal";
    expect((await send(`/videos/thumbnails/${fakeVideoId(8)}.jpg`)).response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(thumbnailRequests(youtube)).toHaveLength(2);
  });
});

describe("thumbnails are served only as JPEG or WebP, by their bytes", () => {
  it.each([
    ["an SVG carrying a script", "svg-with-script", 20],
    ["an HTML page labelled image/jpeg", "html-as-jpeg", 21],
    ["a PNG labelled image/jpeg", "png", 22],
  ] as const)("%s: the neutral placeholder, never the host's bytes, and nothing kept", async (_, mode, n) => {
    await importUploads(upload(n));
    youtube.thumbnailMode = mode;
    const path = `/videos/thumbnails/${fakeVideoId(n)}.jpg`;
    const served = await send(path);
    expectStatus(served).toBe(200);
    expect(served.response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(served.response.headers.get("Cloudflare-CDN-Cache-Control")).toBe("no-store");
    expect(served.text).toContain('width="480" height="360"');
    expect(served.text).not.toContain("script");
    expect(served.text).not.toContain("<html");
    youtube.thumbnailMode = "normal";
    expect((await send(path)).response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(thumbnailRequests(youtube)).toHaveLength(2);
  });

  it("a WebP labelled image/jpeg is served as image/webp, as its bytes say", async () => {
    await importUploads(upload(11));
    youtube.thumbnailMode = "webp";
    const served = await send(`/videos/thumbnails/${fakeVideoId(11)}.jpg`);
    expectStatus(served).toBe(200);
    expect(served.response.headers.get("Content-Type")).toBe("image/webp");
    expect(served.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("a copy kept in the cache that is not an image is thrown away and fetched again", async () => {
    await importUploads(upload(12));
    const path = `/videos/thumbnails/${fakeVideoId(12)}.jpg`;
    const cache = (caches as unknown as { default: Cache }).default;
    await cache.put(
      new Request(`${SITE}${path}`),
      new Response("<svg><script>alert(1)</script></svg>", { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=600" } }),
    );
    const served = await send(path);
    expect(served.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(thumbnailRequests(youtube)).toHaveLength(1);
  });

  it("reads the magic bytes: JPEG and WebP, nothing else", () => {
    expect(thumbnailType(fakeThumbnailBytes("x"))).toBe("image/jpeg");
    expect(thumbnailType(fakeWebpBytes())).toBe("image/webp");
    expect(thumbnailType(new TextEncoder().encode("<svg xmlns"))).toBeUndefined();
    expect(thumbnailType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeUndefined();
    expect(thumbnailType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("the videos around the site", () => {
  it("are in the sitemap, the footer and the resources page while the channel is on, and nowhere when it is off", async () => {
    await importUploads(upload(9, { title: "Thumbnails that work" }));
    const sitemap = (await send("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>${SITE}/videos</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/videos/thumbnails-that-work</loc>`);
    const resources = (await send("/resources", fresh)).text;
    expect(resources).toContain('<a href="/videos">Every video, with its chapters</a>');
    expect(resources).toMatch(/href="\/newsletter\/issues">Newsletter archive<\/a><\/li><li><a[^>]*href="\/videos">Videos<\/a>/);
    const off = siteClient(youtubeEnv({ YOUTUBE_CHANNEL_ID: "" }));
    expect((await off("/sitemap.xml")).text).not.toContain("/videos");
    expect((await off("/resources", fresh)).text).not.toContain('href="/videos"');
  });
});

describe("the signup form of a video's page without JavaScript", () => {
  it("comes back to the video's page with its alert when the address is refused", async () => {
    await importUploads(upload(10, { title: "Alerts at home" }));
    const post = await send("/api/subscribe", {
      method: "POST",
      headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.77" },
      body: new URLSearchParams({ email: "not-an-address", source: "/videos/alerts-at-home", form: "video-signup" }).toString(),
      redirect: "manual",
    });
    expectStatus(post).toBe(303);
    const back = must(post.response.headers.get("Location"));
    expect(back).toMatch(/^\/videos\/alerts-at-home\?signup_error=INVALID_EMAIL(%3A|:)video-signup#video-signup$/);
    const page = await send(back.replace(/#.*$/, ""), fresh);
    expectStatus(page).toBe(200);
    expect(page.text).toMatch(/id="video-signup-alert" role="alert"[^>]*>[^<]+</);
  });
});
