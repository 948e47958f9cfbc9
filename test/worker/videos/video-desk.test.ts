import { env as testEnv } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFTS_PATH } from "../../../src/publishing/drafts";
import { configOf } from "../../../worker/config";
import { readChannelFeed } from "../../../worker/videos";
import { callWorker } from "../../fakes/inquiry-harness";
import { fakeVideoId, type FakeYouTube } from "../../fakes/fake-youtube";
import type { StatsJson } from "../../../src/stats/contract";
import { personUserAgent, SITE, siteClient, type Visitor } from "../support/site-client";
import { youtubeEnv, freshYouTube } from "./youtube-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

const env = youtubeEnv();
let youtube: FakeYouTube;
const desk = async (target = env) => (await callWorker(new Request(`${SITE}/internal`), target)).text();
const decoded = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

beforeEach(async () => {
  youtube = await freshYouTube();
});
afterEach(() => vi.restoreAllMocks());

describe("the channel on the desk", () => {
  it("shows the newest upload, its page and a form that starts a draft holding its VIDEO: line", async () => {
    youtube.uploads = [
      { id: fakeVideoId(1), title: "Older one", description: "", published: "2026-11-01T10:00:00Z" },
      { id: fakeVideoId(2), title: "Hooks that hold", description: "", published: "2026-11-20T10:00:00Z" },
    ];
    await readChannelFeed(env, must(configOf(env).youtube));
    const html = await desk();
    expect(decoded(html)).toContain("Newest upload: Hooks that hold");
    expect(html).toContain('href="/videos/hooks-that-hold"');
    expect(decoded(html)).toMatch(/The channel's feed was last read (just now|\d+ seconds? ago)/);
    const form = must(must(new RegExp(`<form[^>]*action="${DRAFTS_PATH}"[^>]*>(.*?)</form>`, "s").exec(html))[1]);
    const text = decoded(must(must(/name="text" value="([^"]*)"/.exec(form))[1]));
    expect(text).toContain(`\nVIDEO: https://www.youtube.com/watch?v=${fakeVideoId(2)}\n`);
    expect(form).toContain("Start an issue about it");

    // Pressing it: a draft holding the line, opened in the previewer.
    const created = await callWorker(
      new Request(`${SITE}${DRAFTS_PATH}`, {
        method: "POST",
        headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ text, title: "Hooks that hold" }).toString(),
        redirect: "manual",
      }),
      env,
    );
    expectStatus(created).toBe(303);
    const id = must(/draft=([0-9a-f-]+)/.exec(created.headers.get("Location") ?? ""))[1];
    const row = await testEnv.DB.prepare("SELECT text, title FROM newsletter_drafts WHERE id = ?1").bind(id).first<{ text: string; title: string }>();
    expect(must(row).text).toContain(`VIDEO: https://www.youtube.com/watch?v=${fakeVideoId(2)}`);
    expect(must(row).title).toBe("Hooks that hold");
  });

  it("says in words when the feed is failing, and says nothing of videos with the channel off", async () => {
    youtube.uploads = [{ id: fakeVideoId(3), title: "One", description: "", published: "2026-11-20T10:00:00Z" }];
    await readChannelFeed(env, must(configOf(env).youtube), new Date(Date.now() - 600_000));
    youtube.feedMode = "server-error";
    await readChannelFeed(env, must(configOf(env).youtube));
    const html = decoded(await desk());
    expect(html).toContain("The feed is failing: YouTube's feed answered 503 instead of the feed.");
    expect(html).toMatch(/The channel's feed was last read 10 minutes ago/);
    expect(await desk(youtubeEnv({ YOUTUBE_CHANNEL_ID: "" }))).not.toContain("Your channel");
  });

  it("names as best video the one whose own page brought the views and the signup, as the stats page counts it", async () => {
    youtube.uploads = [{ id: fakeVideoId(4), title: "Retention graphs", description: "", published: "2026-11-21T10:00:00Z" }];
    await readChannelFeed(env, must(configOf(env).youtube));
    const send = siteClient(env);
    const run = crypto.randomUUID().slice(0, 6);
    const people = [0, 1].map((n): Visitor => ({ ip: `198.19.${run.charCodeAt(1)}.${n + 20}`, ua: personUserAgent(n + 800) }));
    const headersOf = (who: Visitor) => ({
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      "CF-Connecting-IP": who.ip,
      "User-Agent": who.ua,
    });
    // Two readers on the video's page, without a link tagged with it; one of them signs up there.
    for (const who of people)
      expect(
        (await send("/api/view", { method: "POST", headers: headersOf(who), body: JSON.stringify({ path: "/videos/retention-graphs" }) })).response.status,
      ).toBe(204);
    const signup = await send("/api/subscribe", {
      method: "POST",
      headers: headersOf(must(people[0])),
      body: JSON.stringify({ email: `best-video-${run}@example.org`, referrer: `${SITE}/videos/retention-graphs` }),
    });
    expectStatus(signup).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const stats = JSON.parse((await send(`/internal/stats.json?from=${today}&to=${today}`)).text) as StatsJson;
    expect(stats.videos.find((row) => row.video === fakeVideoId(4))).toMatchObject({ views: 2, signups: 1 });
    expect(decoded(await desk())).toContain(`Best video (signups, then views): ${fakeVideoId(4)}.`);
  });
});
