import { Hono } from "hono";
import { setMetric } from "hono/timing";
import type { ReactElement } from "react";
import { IssueBody } from "../../src/components";
import { newsletterArchive, owner } from "../../src/content";
import { siteFooter, issueContent, type IssueFile, ARCHIVE_PATH, FEED_PATH, FEED_TITLE, issuePath, plainHook } from "../../src/newsletter";
import { configOf, type AppEnv } from "../config";
import { atomXml, dayToRfc3339, type AtomEntry } from "./atom";
import { edgeHeaders, EDGE_SECONDS, pageCacheKey, pageEtag, readCachedPage, renderHtml, storeCachedPage } from "../pages";
import { issuesView } from "../publishing";

/**
 * The same component as the issue page, as static HTML: without its class names (no stylesheet
 * in a feed reader) and without the empty comments React puts between adjacent texts.
 */
async function entryHtml(element: ReactElement): Promise<string> {
  return (await renderHtml(element)).replace(/<!-- -->/g, "").replace(/ class="[^"]*"/g, "");
}

/** The Atom feed of the newsletter: every issue on the web with its full content, for the site at `site`. */
async function feedXml(site: string, issues: readonly IssueFile[]): Promise<string> {
  const footer = siteFooter(site);
  const entries: AtomEntry[] = await Promise.all(
    issues.map(async (issue) => {
      const content = issueContent(issue, footer);
      const url = new URL(issuePath(issue.slug), site).href;
      return {
        id: url,
        title: issue.title,
        url,
        published: dayToRfc3339(issue.date),
        updated: dayToRfc3339(issue.date),
        summary: plainHook(content),
        html: await entryHtml(<IssueBody content={content} />),
      };
    }),
  );
  return atomXml({
    id: new URL(FEED_PATH, site).href,
    title: FEED_TITLE,
    subtitle: newsletterArchive.feedSubtitle,
    selfUrl: new URL(FEED_PATH, site).href,
    siteUrl: new URL(ARCHIVE_PATH, site).href,
    updated: dayToRfc3339(issues[0]?.date ?? "2025-01-01"),
    author: { name: owner.name, uri: new URL("/", site).href },
    icon: new URL("/icon.svg", site).href,
    entries,
  });
}

const encoder = new TextEncoder();

/**
 * The feed is the same for every request of a build (it grows with every issue), so it is kept in
 * the page cache like a page: rendered once, then served from the isolate's memory or the Workers
 * Cache API, with an ETag; `Cache-Control: no-cache` renders it again, as for pages.
 */
export const feedRoutes = new Hono<AppEnv>();

feedRoutes.get(FEED_PATH, async (c) => {
  // Keyed by the issues' content version (a publish changes it), without the request's query: the feed reads none.
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  const key = pageCacheKey({ path: FEED_PATH }, new URL(FEED_PATH, c.req.url), c.env, undefined, view.version);
  // Workers Cache keeps it at its own address only (a query it does not read makes no entry there),
  // and no longer than until the next scheduled issue comes out.
  const atOwnAddress = new URL(c.req.url).search === "";
  const headers = {
    "Content-Type": "application/atom+xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ...edgeHeaders(FEED_PATH, atOwnAddress, view.edgeSeconds ?? EDGE_SECONDS, view.tags),
    ETag: pageEtag(key),
  };
  if (c.req.header("If-None-Match") === headers.ETag) return c.body(null, 304, headers);
  const cached = await readCachedPage(c, key);
  if (cached) {
    setMetric(c, "cache", 0, `HIT (${cached.tier})`);
    setMetric(c, "render", cached.renderMs, "feed render, when cached");
    return c.body(cached.body, 200, headers);
  }
  const started = performance.now();
  const xml = encoder.encode(await feedXml(configOf(c.env).siteUrl, await view.load()));
  const renderMs = performance.now() - started;
  storeCachedPage(c, key, { html: xml, renderMs, signupForm: false }, headers);
  setMetric(c, "render", renderMs, "feed render");
  return c.body(xml, 200, headers);
});
