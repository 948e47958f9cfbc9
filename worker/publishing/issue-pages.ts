import { Hono, type Context } from "hono";
import { archiveRoute, issueRoute, unloadedIssueRoute } from "../../src/newsletter-issue-routes";
import { ARCHIVE_PATH } from "../../src/newsletter";
import { SLUG_PATTERN, dayInZone } from "../../src/publishing";
import { IssuesContext } from "../../src/issues-context";
import { SEARCH_PARAM } from "../../src/search";
import { configOf, type AppEnv } from "../config";
import { provide, servePage, serveNotFound } from "../pages";
import { isSearch, serveSearch } from "../search";
import { issuesView, repositoryIssue } from "./catalogue";
import { issueStateOn } from "../issues";
import { serveGone } from "./gone-page";
import { serveShareImage } from "./share-image";
import { videosOf } from "./kit-drafts";

/**
 * The archive and every issue's page, from the issues on the web now (catalogue.ts): the
 * repository's and those published from the previewer. These handlers come before the route
 * table's (app.ts), which still lists the repository's for the sitemap, the bench and the tests.
 */
export const issuePages = new Hono<AppEnv>();

class IssueNotOnWeb extends Error {}

issuePages.get(ARCHIVE_PATH, async (c) => {
  // A search (`?q=`) is answered for this reader alone, never from a cache (worker/search).
  const search = c.req.query(SEARCH_PARAM);
  if (isSearch(search)) return serveSearch(c, search);
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  // Its structured data lists the issues, which are loaded on a cache miss only: the loaded route has them.
  return servePage(c, archiveRoute([]), {
    version: view.version,
    edgeSeconds: view.edgeSeconds,
    tags: view.tags,
    load: async () => {
      const issues = await view.load();
      return { route: archiveRoute(issues), provides: [provide(IssuesContext, issues)] };
    },
  });
});

issuePages.get(`${ARCHIVE_PATH}/:slug`, async (c) => {
  const slug = c.req.param("slug");
  if (!SLUG_PATTERN.test(slug)) return serveNotFound(c);
  const timeZone = configOf(c.env).ownerTimeZone;
  // An address that is no issue costs one row looked up, before the content version or any list.
  const now = new Date();
  const state = await publishedState(c.env.DB, slug, now, dayInZone(now, timeZone));
  if (state === "unpublished") return serveGone(c);
  if (state === "none" || state === "scheduled") return serveNotFound(c);
  const view = await issuesView(c.env.DB, timeZone);
  // Its title, structured data and frames come with the issue, on a cache miss.
  try {
    return await servePage(c, unloadedIssueRoute(slug), {
      version: view.version,
      edgeSeconds: view.edgeSeconds,
      tags: view.tags,
      load: async () => {
        // The neighbours by title and date; the text of this issue alone.
        const issues = await view.list(slug);
        const issue = issues.find((candidate) => candidate.slug === slug);
        if (!issue) throw new IssueNotOnWeb();
        // Its VIDEO: lines' titles, and which videos are hidden (the watch link only, and no player's frame).
        const shown = { ...issue, videos: await videosOf(c.env, issue.draft) };
        return {
          route: issueRoute(shown),
          provides: [
            provide(
              IssuesContext,
              issues.map((each) => (each === issue ? shown : each)),
            ),
          ],
        };
      },
    });
  } catch (error) {
    if (error instanceof IssueNotOnWeb) return notOnWeb(c, slug);
    throw error;
  }
});

/**
 * Where `slug` stands: a repository issue is always on the web; a published one by its row (one
 * row read, none for an address never used). "unknown" when D1 cannot answer: the page is tried
 * as before (the view falls back to the repository's issues).
 */
async function publishedState(
  db: D1Database | undefined,
  slug: string,
  now: Date,
  today: string,
): Promise<"live" | "scheduled" | "unpublished" | "none" | "unknown"> {
  if (repositoryIssue(slug)) return "live";
  if (!db) return "none";
  return issueStateOn(db, slug, now, today).then(
    (state) => state ?? "none",
    (error: unknown) => {
      console.error("[publishing] could not look up an issue's address", error);
      return "unknown" as const;
    },
  );
}

/** An unpublished issue is gone (410); a scheduled one, or a slug never used, is not found yet (404). */
async function notOnWeb(c: Context<AppEnv>, slug: string): Promise<Response> {
  const state = await issueStateOn(c.env.DB, slug, new Date(0), "").catch(() => undefined);
  return state === "unpublished" ? serveGone(c) : serveNotFound(c);
}

// The share image of an issue published from the previewer (the repository's are static files).
issuePages.get("/images/issues/:file{[a-z0-9-]+\\.png}", serveShareImage);
