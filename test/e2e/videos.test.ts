import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatsJson } from "../../src/stats/contract";
import { startFakeYouTubeServer, type FakeYouTubeServer } from "../fakes/fake-youtube-server";
import { fakeVideoId } from "../fakes/fake-youtube";
import { VIDEO_LINES_PATH } from "../../src/videos/contract";
import { DESKTOP, PERSON_UA, PHONE, touchToHydrate } from "./browser";
import { asVisitor, bannerStill } from "./consent-visitor";
import { startWorker, type RunningWorker } from "./server";
import { browser, visitorAddress } from "./fixture";
import { axeViolations } from "./axe";
import { press, tapInView } from "./tap";
import { draftBox, typeInDraftAfter, waitForHydration } from "./previewer-page";
import { must } from "../../src/must.ts";

/**
 * The channel's pages in Chromium, against a served worker of their own with YOUTUBE_CHANNEL_ID
 * set and the feed and thumbnails on a fake YouTube (the shared worker has no channel). The cron
 * is run through wrangler's /__scheduled, as the 5-minute trigger would.
 */
const CHANNEL = "UCe2eChannelAbcdefghijk1";
const VIDEO = fakeVideoId(7);
const SLUG = "retention-that-lasts";
const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

let youtube: FakeYouTubeServer;
let worker: RunningWorker;
let state: string;
let site: string;

beforeAll(async () => {
  youtube = await startFakeYouTubeServer(CHANNEL, [
    {
      id: VIDEO,
      title: "Retention that lasts",
      description: "0:00 Intro\n1:15 Why retention matters\n\nTools: https://tools.example/list",
      published: "2026-11-20T10:00:00Z",
    },
    { id: fakeVideoId(8), title: "A quick tip", description: "", published: "2026-11-21T10:00:00Z", short: true },
  ]);
  state = mkdtempSync(join(tmpdir(), "playback-videos-"));
  worker = await startWorker(
    { ENVIRONMENT: "development", YOUTUBE_CHANNEL_ID: CHANNEL, YOUTUBE_FEED_URL: youtube.feedUrl, YOUTUBE_THUMBNAILS_BASE: youtube.origin },
    state,
    ["--test-scheduled"],
  );
  site = worker.url;
  // Miniflare's trigger for scheduled handlers (wrangler's --test-scheduled adds /__scheduled too).
  const cron = await fetch(`${site}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  expect(cron.status, await cron.text()).toBe(200);
  // The run's feed read lands before the trigger answers; wait on the page's state all the same.
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${site}/videos/${SLUG}`, { headers: { "Cache-Control": "no-cache" } })).status !== 200) {
    if (Date.now() > deadline) throw new Error("the feed's videos never reached the site");
  }
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await youtube?.close();
  if (state) rmSync(state, { recursive: true, force: true });
});

/** One person: their own context and address, every request the page makes listed. */
async function visit(path: string, options: BrowserContextOptions) {
  const context = await browser.newContext({
    ...options,
    userAgent: PERSON_UA,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const requests: string[] = [];
  const thumbnailTypes: string[] = [];
  context.on("request", (request) => void requests.push(request.url()));
  context.on("response", (response) => void (response.url().includes("/videos/thumbnails/") && thumbnailTypes.push(response.headers()["content-type"] ?? "")));
  // What the previewer asked of the site's videos, and how each ask ended: said when a card's title never comes.
  const lookups: string[] = [];
  context.on("response", (response) => {
    if (!response.url().includes(VIDEO_LINES_PATH)) return;
    void response.text().then(
      (body) => lookups.push(`${response.status()} ${response.url()} ${body}`),
      () => lookups.push(`${response.status()} ${response.url()} (no body)`),
    );
  });
  context.on(
    "requestfailed",
    (request) => void (request.url().includes(VIDEO_LINES_PATH) && lookups.push(`failed (${request.failure()?.errorText}) ${request.url()}`)),
  );
  // Nothing here reaches the internet: the privacy-enhanced player answers from a stand-in.
  await context.route(PLAYER, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }));
  const page = await context.newPage();
  await asVisitor(page);
  await page.goto(new URL(path, site).href);
  return { context, page, requests, thumbnailTypes, lookups, offSite: () => requests.filter((url) => !url.startsWith(site) && !url.startsWith("data:")) };
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("a video's page at %s width", (_name, options) => {
  it("asks nothing of any other host until play, then puts the privacy-enhanced player in place", async () => {
    const { context, page, offSite, requests, thumbnailTypes } = await visit(`/videos/${SLUG}`, options);
    await page.waitForLoadState("networkidle");
    const play = page.getByRole("button", { name: "Play: Retention that lasts" });
    await play.waitFor();
    const thumbnail = page.locator(`img[src="/videos/thumbnails/${VIDEO}.jpg"]`);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
    // The site's copy of YouTube's JPEG, not the placeholder a failed fetch gives.
    expect(thumbnailTypes).toEqual(["image/jpeg"]);
    expect(offSite()).toEqual([]);
    expect(requests.some((url) => url.includes("/assets/video-facade-"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    if (options === PHONE) await tapInView(play);
    else await play.click();
    const frame = page.locator(`iframe[title="YouTube video player: Retention that lasts"]`);
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`);
    await expect.poll(() => offSite()).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`]);
    await context.close();
  });

  it("has no accessibility violation, on the video's page and on /videos", async () => {
    for (const path of [`/videos/${SLUG}`, "/videos"]) {
      const { context, page } = await visit(path, options);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe("without JavaScript", () => {
  it("the facade is a link to the video on YouTube", async () => {
    const { context, page, offSite } = await visit(`/videos/${SLUG}`, { ...PHONE, javaScriptEnabled: false });
    const link = page.getByRole("link", { name: "Play: Retention that lasts (Watch on YouTube)" });
    expect(await link.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(offSite()).toEqual([]);
    await context.close();
  });
});

describe("/videos", () => {
  it("lists the uploads newest first, the Short marked, each linked to its page", async () => {
    const { context, page } = await visit("/videos", DESKTOP);
    const titles = await page.locator("main li a").allTextContents();
    expect(titles[0]).toMatch(/^A quick tipShort/);
    expect(titles[1]).toMatch(/^Retention that lasts/);
    await page.getByRole("link", { name: /Retention that lasts/ }).click();
    await page.waitForURL(`**/videos/${SLUG}`);
    await context.close();
  });
});

describe("credit", () => {
  it("a signup on a video's page counts for that video in stats.json", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const row = async () => {
      const report = (await (await fetch(`${site}/internal/stats.json?from=${today}&to=${today}`)).json()) as StatsJson;
      return report.videos.find((video) => video.video === VIDEO) ?? { views: 0, signups: 0 };
    };
    const before = await row();
    const { context, page } = await visit(`/videos/${SLUG}`, PHONE);
    await expect.poll(async () => (await row()).views).toBeGreaterThan(before.views);
    const form = page.locator("form#video-signup");
    await touchToHydrate(form);
    await form.getByLabel("Email address").pressSequentially(`video-${Date.now().toString(36)}@example.com`, { delay: 40 });
    await tapInView(form.getByRole("button"));
    await page.waitForURL("**/newsletter-thank-you");
    await expect.poll(async () => (await row()).signups).toBe(before.signups + 1);
    await context.close();
  });
});

describe("an issue with a VIDEO: line", () => {
  it("shows the same facade on its page, and plays the privacy-enhanced player there", async () => {
    const slug = `video-issue-${Date.now().toString(36)}`;
    const draft = `HOOK: One video, one idea.\n\nINTRO:\nThis week's video.\n\n# Watch\n\nVIDEO: https://youtu.be/${VIDEO}\n`;
    const published = await fetch(`${site}/internal/issues`, {
      method: "POST",
      headers: { Origin: site, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ title: "This week's video", slug, style: "editorial", draft }),
    });
    expect(published.status, await published.text()).toBe(201);
    const { context, page, offSite } = await visit(`/newsletter/issues/${slug}`, PHONE);
    // The video's own title, as the site knows it.
    const play = page.getByRole("button", { name: "Play: Retention that lasts" });
    await play.waitFor();
    expect(offSite()).toEqual([]);
    await tapInView(play);
    await page.locator('iframe[title="YouTube video player: Retention that lasts"]').waitFor();
    expect(offSite()).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`]);
    await context.close();
  });
});

describe.each([
  ["on a phone", PHONE],
  ["on a laptop", DESKTOP],
])("an issue started from the desk's newest video, %s", (name, options) => {
  const TITLES: Record<string, string> = { [VIDEO]: "Retention that lasts", [fakeVideoId(8)]: "A quick tip" };

  it("previews the video's card with its title and thumbnail, checks it, and names a raw VIDEO: line as a problem", async () => {
    const { context, page, lookups } = await visit("/internal", options);
    const start = page.getByRole("button", { name: "Start an issue about it" });
    const id = must(await start.getAttribute("data-start-issue"));
    await press(start, options);
    await waitForHydration(page);
    await expect.poll(() => draftBox(page).inputValue()).toContain(`VIDEO: https://www.youtube.com/watch?v=${id}`);

    // The card, as the email will have it: the video's title, and its thumbnail loaded from this site.
    const email = page.frameLocator('iframe[title="Email preview"]');
    // The title is asked of the site once the draft names the video, and again after 1 s, 2 s, … if an ask fails.
    const card = email.locator("a.nl-link", { hasText: `▶ ${TITLES[id]}` });
    // Shown: laid out with a box, not hidden by any style, judged in the frame's current document.
    // (Playwright's own visibility wait, after the frame's srcdoc changed with the title, kept
    // reading the card as hidden while the document had it shown: box, styles, checkVisibility.)
    const cardShown = () =>
      card.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
      });
    await card
      .waitFor({ state: "attached", timeout: 60_000 })
      .then(() => expect.poll(cardShown, { timeout: 15_000 }).toBe(true))
      .catch(async (error: unknown) => {
        const frame = page.locator('iframe[title="Email preview"]');
        const shown = {
          frames: await frame.count(),
          frameVisible: await frame.first().isVisible(),
          links: await email.locator("a.nl-link").allTextContents(),
          images: await email.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
          frameViewport: await email.locator("body").evaluate(() => [window.innerWidth, window.innerHeight]),
          cardBox: await card.evaluate((link) => JSON.stringify(link.getBoundingClientRect())).catch(() => "none"),
          cardStyle: await card
            .evaluate((link) => {
              const chain: string[] = [];
              for (let node: Element | null = link; node; node = node.parentElement) {
                const style = getComputedStyle(node);
                chain.push(`${node.tagName}:${style.display}/${style.visibility}/${style.contentVisibility}`);
              }
              return { check: link.checkVisibility(), chain, hidden: document.hidden, state: document.visibilityState };
            })
            .catch(() => "none"),
        };
        throw new Error(
          `the card's title never came; the site was asked: ${JSON.stringify(lookups)}; the draft now: ${JSON.stringify(await draftBox(page).inputValue())}; the preview shows: ${JSON.stringify(shown)}`,
          {
            cause: error,
          },
        );
      });
    const thumbnail = email.locator(`img[src="/videos/thumbnails/${id}.jpg"]`);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await email.locator("body").textContent()).not.toContain("VIDEO:");
    if (process.env.VIDEO_SCREENSHOTS) await page.screenshot({ path: `/tmp/video-card-${name.replace(/\W+/g, "-")}.png`, fullPage: true });

    const checks = page.getByRole("tab", { name: /Pre-send checks/ });
    await press(checks, options);
    await page.getByTestId("videos-summary").getByText("1 video card, naming a video the site shows.").waitFor();

    // A VIDEO: line where no card can stand (the hook) is named, in words.
    await typeInDraftAfter(page, "HOOK: ", `VIDEO: https://youtu.be/${id} `);
    await page.getByTestId("video-problems").getByText(`In HOOK, “VIDEO: https://youtu.be/${id} One line`, { exact: false }).waitFor();
    await press(page.getByText("Draft format"), options);
    await page.getByText("alone on its line, in the intro or a section: the video's card", { exact: false }).waitFor();
    await context.close();
  });
});

describe("hiding a video from the owner's page, on a phone", () => {
  const HIDDEN = fakeVideoId(8);
  const HIDDEN_SLUG = "a-quick-tip";

  it("hides it with a confirmed tap: its page answers 410 and /videos no longer lists it; axe finds nothing at 375 and 1280 px", async () => {
    const { context, page } = await visit("/internal/videos", PHONE);
    await page.getByRole("heading", { level: 1, name: "Videos on the site" }).waitFor();
    await bannerStill(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const item = page.locator(`li[data-video="${HIDDEN}"]`);
    await tapInView(item.getByRole("checkbox", { name: 'Yes, hide "A quick tip" from the site' }));
    await tapInView(item.getByRole("button", { name: "Hide from the site" }));
    await page.getByRole("status").getByText('"A quick tip" is hidden from the site.', { exact: false }).waitFor();
    expect(await page.locator(`li[data-video="${HIDDEN}"]`).getAttribute("data-hidden")).toBe("yes");
    // The answer is a new page: the cookie banner slides in again; its colours are judged once it stands still.
    await bannerStill(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    expect((await fetch(`${site}/videos/${HIDDEN_SLUG}`)).status).toBe(410);
    expect(await (await fetch(`${site}/videos`, { headers: { "Cache-Control": "no-cache" } })).text()).not.toContain("A quick tip");

    // At 1280 px, with a mouse: the page is whole, and "Show again" brings the video back.
    const desktop = await visit("/internal/videos", DESKTOP);
    await desktop.page.getByRole("heading", { level: 1, name: "Videos on the site" }).waitFor();
    await bannerStill(desktop.page);
    expect(await axeViolations(desktop.page)).toEqual([]);
    const hidden = desktop.page.locator(`li[data-video="${HIDDEN}"]`);
    await hidden.getByRole("checkbox", { name: 'Yes, show "A quick tip" on the site again' }).check();
    await hidden.getByRole("button", { name: "Show again" }).click();
    await desktop.page.getByRole("status").getByText("is on the site again", { exact: false }).waitFor();
    await desktop.context.close();
    expect((await fetch(`${site}/videos/${HIDDEN_SLUG}`, { headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
  });
});
