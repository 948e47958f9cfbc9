import { Hono } from "hono";
import { pageRoutes } from "../../src/routes";
import { issues, issuePath } from "../../src/newsletter";
import { configOf, type AppEnv } from "../config";
import { edgeHeaders, EDGE_SECONDS } from "../pages";
import { issuesView } from "../publishing";
import { VIDEOS_CACHE_TAG, videoSitemapRows } from "../videos";
import { VIDEOS_PATH, videoPath } from "../../src/videos";
import { must } from "../../src/must.ts";
import { webManifest } from "../../src/content";

/** /videos and each video's page, when the channel is on (worker/videos). */
async function videoPaths(db: D1Database): Promise<string[]> {
  const rows = await videoSitemapRows(db);
  return [VIDEOS_PATH, ...rows.map((row) => videoPath(row.slug))];
}

const SITEMAP_PATH = "/sitemap.xml";

/** robots.txt and sitemap.xml, generated from the route table so they never drift from it. */
export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get("/robots.txt", (c) => {
  const disallowed = pageRoutes.filter((route) => route.internal);
  const lines = [
    "User-agent: *",
    ...disallowed.map((route) => `Disallow: ${route.path}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", configOf(c.env).siteUrl).href}`,
    "",
  ];
  return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
});

/** The web app manifest, from the content's names: a renamed newsletter reaches it with the pages. */
seoRoutes.get("/site.webmanifest", (c) =>
  c.body(JSON.stringify(webManifest, null, 2), 200, { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" }),
);

/**
 * The route table's pages, with the issues on the web in place of the repository's (published
 * issues join them at once; scheduled ones on their day). Read for each request: one D1 query for
 * the content version, and the issues only when some were published; with the channel on, its
 * videos' pages follow (one read of their slugs), and the edge keeps the file 5 minutes at most.
 */
seoRoutes.get(SITEMAP_PATH, async (c) => {
  const { siteUrl } = configOf(c.env);
  const view = await issuesView(c.env.DB, configOf(c.env).ownerTimeZone);
  const issuePaths = (await view.list()).map((issue) => issuePath(issue.slug));
  const repositoryPaths = new Set(issues.map((issue) => issuePath(issue.slug)));
  const paths = pageRoutes
    .filter((route) => !route.noindex)
    .flatMap((route) => {
      if (!repositoryPaths.has(route.path)) return [route.path];
      // The issues go where the route table lists the repository's: once, at the first of them.
      return route.path === issuePath(must(issues[0]).slug) ? issuePaths : [];
    });
  const videos = configOf(c.env).youtube ? await videoPaths(c.env.DB) : undefined;
  if (videos) paths.push(...videos);
  const urls = paths.map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  const atOwnAddress = new URL(c.req.url).search === "";
  return c.body(xml, 200, {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ...edgeHeaders(
      SITEMAP_PATH,
      atOwnAddress,
      videos ? Math.min(view.edgeSeconds ?? EDGE_SECONDS, 300) : (view.edgeSeconds ?? EDGE_SECONDS),
      videos ? [...view.tags, VIDEOS_CACHE_TAG] : view.tags,
    ),
  });
});
