import { Hono } from "hono";
import type { ReactElement } from "react";
import { IssueBody } from "../../src/components/issue/IssueBody";
import { newsletterArchive } from "../../src/content/newsletter-archive";
import { owner } from "../../src/content/owner";
import { issues } from "../../src/newsletter/archive";
import { siteFooter } from "../../src/newsletter/footer";
import { issueContent } from "../../src/newsletter/issue";
import { ARCHIVE_PATH, FEED_PATH, FEED_TITLE, issuePath } from "../../src/newsletter/paths";
import { plainHook } from "../../src/newsletter/web";
import { configOf, type AppEnv } from "../config";
import { atomXml, dayToRfc3339, type AtomEntry } from "./atom";
import { renderHtml } from "../pages";

/**
 * The same component as the issue page, as static HTML: without its class names (no stylesheet
 * in a feed reader) and without the empty comments React puts between adjacent texts.
 */
async function entryHtml(element: ReactElement): Promise<string> {
  return (await renderHtml(element)).replace(/<!-- -->/g, "").replace(/ class="[^"]*"/g, "");
}

/** The Atom feed of The Playback: every issue with its full content. */
export const feedRoutes = new Hono<AppEnv>();

feedRoutes.get(FEED_PATH, async (c) => {
  const site = configOf(c.env).siteUrl;
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
  const xml = atomXml({
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
  return c.body(xml, 200, { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
