import { Hono } from "hono";
import { pageRoutes } from "../../src/routes";
import { configOf, type AppEnv } from "../config";

/** robots.txt and sitemap.xml, generated from the route table so they never drift from it. */
export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get("/robots.txt", (c) => {
  const disallowed = pageRoutes.filter((route) => route.internal);
  const lines = ["User-agent: *", ...disallowed.map((route) => `Disallow: ${route.path}`), "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", configOf(c.env).siteUrl).href}`, ""];
  return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
});

seoRoutes.get("/sitemap.xml", (c) => {
  const urls = pageRoutes
    .filter((route) => !route.noindex)
    .map((route) => `  <url><loc>${new URL(route.path, configOf(c.env).siteUrl).href}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
