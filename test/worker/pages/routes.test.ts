import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageRoutes, redirectRoutes } from "../../../src/routes";
import { decode } from "./screens-html";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";

const NEWSLETTER = owner.newsletterName;

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe("route table", () => {
  it.each(pageRoutes.map((route) => [route.path, route.title] as const))("%s answers 200 with its title", async (path, title) => {
    const response = await SELF.fetch(`https://site.test${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(decode(titleOf(html) ?? "")).toBe(title);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en"');
  });

  it("gives every page a unique path", () => {
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it.each(redirectRoutes.map((r) => [r.from, r.to] as const))("%s redirects permanently to %s", async (from, to) => {
    const response = await SELF.fetch(`https://site.test${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(must(response.headers.get("Location")), "https://site.test").pathname).toBe(to);
  });

  it("redirects a trailing slash to the slashless path, keeping the query", async () => {
    const response = await SELF.fetch("https://site.test/resources/?category=youtube-growth", { redirect: "manual" });
    expect(response.status).toBe(301);
    const location = new URL(must(response.headers.get("Location")), "https://site.test");
    expect(location.pathname).toBe("/resources");
    expect(location.search).toBe("?category=youtube-growth");
  });
});

describe("document shell", () => {
  it("carries description, canonical, viewport and Open Graph tags", async () => {
    const html = await (await SELF.fetch("https://site.test/newsletter")).text();
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/newsletter"/>');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/newsletter"/>');
  });

  it("marks the current navigation link and links the header button to /newsletter", async () => {
    const html = await (await SELF.fetch("https://site.test/newsletter")).text();
    expect(html).toMatch(new RegExp(`<a[^>]*href="/newsletter"[^>]*aria-current="page"[^>]*>${NEWSLETTER}</a>`));
    expect(html).not.toMatch(/<a[^>]*href="\/"[^>]*aria-current="page"/);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/newsletter"[^>]*>Get ${NEWSLETTER}</a>`));
  });

  it("has a skip link to the main landmark and the footer links with the 2025 copyright", async () => {
    const html = await (await SELF.fetch("https://site.test/")).text();
    expect(html).toMatch(/<a[^>]*href="#main"[^>]*>Skip to main content<\/a>/);
    expect(html).toContain('<main id="main"');
    for (const href of ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/contact"]) {
      expect(html).toMatch(new RegExp(`<footer[\\s\\S]*href="${href}"`));
    }
    expect(html).toMatch(/©\s*(<!-- -->)?2025/);
  });

  it("reports the render time in Server-Timing", async () => {
    const response = await SELF.fetch("https://site.test/contact");
    expect(response.headers.get("Server-Timing")).toMatch(/render;dur=\d+(\.\d+)?/);
  });

  it("lets browsers and the edge cache pages, and answers a matching ETag with 304", async () => {
    const first = await SELF.fetch("https://site.test/resources");
    expect(first.headers.get("Cache-Control")).toMatch(/public/);
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    await first.text();
    const second = await SELF.fetch("https://site.test/resources", { headers: { "If-None-Match": must(etag) } });
    expect(second.status).toBe(304);
  });
});

describe("not found", () => {
  it("answers 404 with the spec's screen", async () => {
    const response = await SELF.fetch("https://site.test/this/does-not-exist");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).toContain('data-island-props="{&quot;path&quot;:&quot;/this/does-not-exist&quot;}"');
  });

  it("answers unknown API paths with JSON", async () => {
    const response = await SELF.fetch("https://site.test/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
