import { Hono, type Context } from "hono";
import { archiveRoute, issuePageOf, issueRoute } from "../../src/newsletter-issue-routes";
import type { IssueFile } from "../../src/newsletter/issue";
import { ARCHIVE_PATH, issuePath } from "../../src/newsletter/paths";
import { SLUG_PATTERN } from "../../src/publishing/contract";
import { definePage, type PageRoute } from "../../src/route-types";
import { SEARCH_PARAM } from "../../src/search/query";
import { configOf, type AppEnv } from "../config";
import { servePage, serveNotFound } from "../pages";
import { isSearch, serveSearch } from "../search";
import { issuesView } from "./catalogue";
import { findIssue } from "./repository";
import { serveGone } from "./gone-page";
import { serveShareImage } from "./share-image";

/**
 * The archive and every issue's page, from the issues on the web now (catalogue.ts): the
 * repository's and those published from the previewer. These handlers come before the route
 * table's (app.ts), which still lists the repository's for the sitemap, the bench and the tests.
 */
export const issuePages = new Hono<AppEnv>();

/**
 * A route whose title and structured data come from the issues once they are loaded, which
 * happens on a cache miss only; until then it has what the page cache needs (path, component).
 */
function routeToLoad(placeholder: PageRoute) {
  const route: PageRoute = { ...placeholder };
  return { route, loaded: (full: PageRoute) => void Object.assign(route, full) };
}

class IssueNotOnWeb extends Error {}

issuePages.get(ARCHIVE_PATH, async (c) => {
  // A search (`?q=`) is answered for this reader alone, never from a cache (worker/search).
  const search = c.req.query(SEARCH_PARAM);
  if (isSearch(search)) return serveSearch(c, search);
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  const archive = routeToLoad(archiveRoute([]));
  return servePage(c, archive.route, {
    version: view.version,
    edgeSeconds: view.edgeSeconds,
    tags: view.tags,
    load: async () => {
      const issues = await view.load();
      archive.loaded(archiveRoute(issues));
      return { issues };
    },
  });
});

issuePages.get(`${ARCHIVE_PATH}/:slug`, async (c) => {
  const slug = c.req.param("slug");
  if (!SLUG_PATTERN.test(slug)) return serveNotFound(c);
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  const found = (list: readonly IssueFile[]) => list.find((issue) => issue.slug === slug);
  const page = routeToLoad(definePage({ path: issuePath(slug), title: "", description: "", Page: issuePageOf(slug) }));
  try {
    return await servePage(c, page.route, {
      version: view.version,
      edgeSeconds: view.edgeSeconds,
      tags: view.tags,
      load: async () => {
        const issues = await view.load();
        const issue = found(issues);
        if (!issue) throw new IssueNotOnWeb();
        page.loaded(issueRoute(issue));
        return { issues };
      },
    });
  } catch (error) {
    if (error instanceof IssueNotOnWeb) return notOnWeb(c, slug);
    throw error;
  }
});

/** An unpublished issue is gone (410); a scheduled one, or a slug never used, is not found yet (404). */
async function notOnWeb(c: Context<AppEnv>, slug: string): Promise<Response> {
  const row = await findIssue(c.env.DB, slug).catch(() => null);
  return row?.state === "unpublished" ? serveGone(c) : serveNotFound(c);
}

// The share image of an issue published from the previewer (the repository's are static files).
issuePages.get("/images/issues/:file{[a-z0-9-]+\\.png}", serveShareImage);
