import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IssuesContext } from "../../../src/issues-context";
import { issues as repositoryIssues } from "../../../src/newsletter/archive";
import type { IssueFile } from "../../../src/newsletter/issue";
import { archiveRoute, issueRoute } from "../../../src/newsletter-issue-routes";
import { definePage, type PageRoute } from "../../../src/route-types";
import { pageRoutes } from "../../../src/routes";
import { videoRoute, videosRoute } from "../../../src/video-routes";
import { PLAYER_ORIGIN, type Video } from "../../../src/videos/contract";
import { VideosContext } from "../../../src/videos-context";
import { createApp } from "../../../worker/app";
import { provide, type PageLoad } from "../../../worker/pages/render-route";
import { renderRoutePage } from "../../../worker/pages/render-route";
import { SITE, siteEnv } from "../support/site-client";

/**
 * Routes own their data: each declares, before it renders, what its page frames (its CSP), and
 * what its load provides; the renderer changes no route and knows no feature.
 */
const env = siteEnv();
const html = (page: { html: Uint8Array }) => new TextDecoder().decode(page.html);
const frameSrc = (response: Response) => /(?:^|; )frame-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

function FramedPage() {
  return <p>A page with a frame.</p>;
}
function PlainPage() {
  return <p>A page without one.</p>;
}
const framed = definePage({ path: "/declared-frames", title: "Framed", description: "Framed.", Page: FramedPage, frames: [PLAYER_ORIGIN] });
const plain = definePage({ path: "/declared-none", title: "Plain", description: "Plain.", Page: PlainPage });

/** Every object of the table, frozen: a render that changed one would throw. */
const frozenTable: readonly PageRoute[] = Object.freeze(pageRoutes.map((route) => Object.freeze(route)));
/** The table and the two routes above (a frame declared without a facade, to prove the CSP alone). */
const withTestRoutes = Object.freeze([...frozenTable, framed, plain]);

function appClient(routes: readonly PageRoute[]) {
  const app = createApp([...routes]);
  return async (path: string) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${SITE}${path}`), env, ctx);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return response;
  };
}

const video: Video = {
  id: "v0000000007",
  slug: "a-declared-video",
  title: "A declared video",
  description: "0:00 Start\n1:00 End\nNotes.",
  published: "2026-01-07T00:00:00.000Z",
  updated: "2026-01-07T00:00:00.000Z",
  short: false,
};
const issueWith = (draft: string, hidden: string[] = []): IssueFile => ({
  slug: "declared-issue",
  title: "Declared issue",
  date: "2026-01-08",
  style: "editorial",
  draft,
  videos: { titles: {}, hidden },
});
const draft = (extra = "") => `HOOK: One idea a week.\n\nINTRO:\nHey there.\n${extra}\n# The idea\n\nWrite the title before you film.\n`;

/** Routes as their loads make them, with what they provide: the table's, a video's and the list, issues with and without a player. */
function loadedRoutes(): { route: PageRoute; loaded: PageLoad; label: string }[] {
  const withVideo = issueWith(draft(`\nVIDEO: https://youtu.be/${video.id}\n`));
  const withHidden = issueWith(draft(`\nVIDEO: https://youtu.be/${video.id}\n`), [video.id]);
  const issuePage = (label: string, issue: IssueFile) => ({
    label,
    route: issueRoute(issue),
    loaded: { provides: [provide(IssuesContext, [issue, ...repositoryIssues])] },
  });
  return [
    ...frozenTable.filter((route) => !route.internal).map((route) => ({ label: route.path, route, loaded: {} })),
    { label: "a video's page", route: videoRoute(video), loaded: { provides: [provide(VideosContext, { kind: "video", video })] } },
    {
      label: "the videos",
      route: videosRoute([video]),
      loaded: { provides: [provide(VideosContext, { kind: "list", videos: [video], page: 1, more: false })] },
    },
    issuePage("an issue with a video", withVideo),
    issuePage("an issue whose video is hidden", withHidden),
    issuePage("an issue without one", issueWith(draft())),
  ];
}

describe("a route's declared frames", () => {
  it("are its CSP's frame-src, rendered or from the page cache; a route that declares none frames nothing", async () => {
    const send = appClient(withTestRoutes);
    for (const attempt of ["rendered", "cached"]) {
      const withFrames = await send(framed.path);
      expect(withFrames.status, attempt).toBe(200);
      expect(frameSrc(withFrames), attempt).toBe(PLAYER_ORIGIN);
      expect(frameSrc(await send(plain.path)), attempt).toBe("'none'");
    }
    expect((await send(framed.path)).headers.get("Server-Timing")).toContain("HIT");
  });

  it("leave every page of the table that declares none without YouTube's frame", async () => {
    const send = appClient(frozenTable);
    for (const route of pageRoutes.filter((each) => !each.internal)) {
      expect(route.frames, route.path).toBeUndefined();
      const response = await send(route.path);
      expect(response.headers.get("Content-Security-Policy"), route.path).not.toContain("youtube");
    }
  });

  it("are those of the player exactly where a page shows a video's facade", async () => {
    const withPlayer: string[] = [];
    for (const { label, route, loaded } of loadedRoutes()) {
      const page = await renderRoutePage(env, route, new URL(route.path, SITE), undefined, loaded);
      const showsFacade = html(page).includes("data-video-facade");
      expect(page.frames?.includes(PLAYER_ORIGIN) ?? false, label).toBe(showsFacade);
      if (showsFacade) withPlayer.push(label);
    }
    expect(withPlayer).toEqual(["a video's page", "an issue with a video"]);
  });
});

describe("rendering a route", () => {
  it("changes no route: every route is frozen, and the table renders whole when each of its objects is", async () => {
    for (const route of [...pageRoutes, videoRoute(video), videosRoute(), archiveRoute([]), ...repositoryIssues.map(issueRoute)]) {
      expect(Object.isFrozen(route), route.path).toBe(true);
    }
    for (const { label, route, loaded } of loadedRoutes()) {
      const before = { ...route };
      await renderRoutePage(env, route, new URL(route.path, SITE), undefined, loaded);
      expect(route, label).toStrictEqual(before);
    }
    const send = appClient(frozenTable);
    for (const route of frozenTable.filter((each) => !each.internal)) expect((await send(route.path)).status, route.path).toBe(200);
  });

  it("takes the loaded route's head and frames, and refuses a loaded route of another page", async () => {
    const list = await renderRoutePage(env, videosRoute(), new URL("/videos", SITE), undefined, { route: videosRoute([video]) });
    expect(html(list)).toContain(`${SITE}/videos/${video.slug}`);
    await expect(renderRoutePage(env, videosRoute(), new URL("/videos", SITE), undefined, { route: videoRoute(video) })).rejects.toThrow(/another page/);
  });
});
