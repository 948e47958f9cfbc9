import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { owner } from "../../../src/content/owner";
import { pageRoutes } from "../../../src/routes";
import { pageHtml } from "../pages/screens-html";
import { guideAddresses, guideCover } from "../../../src/content/guide-record";
import { guideList } from "../../../src/content/guides";
import { must } from "../../../src/must.ts";

const publicRoutes = pageRoutes.filter((route) => !route.noindex);

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(must(m[1])) as Record<string, unknown>);
}

describe("search and sharing metadata", () => {
  // The speaker variants share one title by the spec ("the speaker's name plus 'Speaker'").
  it("gives every page other than the speaker variants a title and a description no other page has", () => {
    const marketing = pageRoutes.filter((route) => !route.path.startsWith("/speaker-"));
    expect(new Set(marketing.map((route) => route.title)).size).toBe(marketing.length);
    expect(new Set(marketing.map((route) => route.description)).size).toBe(marketing.length);
  });

  it.each(publicRoutes.filter((route) => !route.path.startsWith("/speaker-")).map((route) => [route.path, route.ogImage ?? "/images/og-default.png"]))(
    "%s has its canonical URL, Open Graph and Twitter card tags with its share image (%s)",
    async (path, image) => {
      const html = await pageHtml(path);
      const url = new URL(path, "https://www.example.com").href;
      const imageUrl = new URL(image, "https://www.example.com").href;
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(meta(html, "property", "og:url")).toBe(url);
      expect(meta(html, "property", "og:image")).toBe(imageUrl);
      expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "name", "twitter:image")).toBe(imageUrl);
      expect(html).not.toContain('name="robots" content="noindex');
    },
  );

  it("keeps thank-you pages out of search results", async () => {
    for (const path of ["/newsletter-thank-you", ...guideList.map((guide) => guideAddresses(guide).thankYouPath)]) {
      expect(await pageHtml(path)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });
});

describe("structured data", () => {
  it("describes the owner as a Person on the home page", async () => {
    const person = jsonLd(await pageHtml("/")).find((data) => data["@type"] === "Person");
    expect(person).toMatchObject({
      name: owner.name,
      jobTitle: owner.role,
      url: "https://www.example.com/",
      image: `https://www.example.com${owner.portrait.src}`,
      sameAs: Object.values(owner.social),
    });
  });

  it("lists every guide's resource card as an ItemList", async () => {
    const page = jsonLd(await pageHtml("/resources")).find((data) => data["@type"] === "CollectionPage") as {
      mainEntity: { itemListElement: { url: string }[] };
    };
    expect(page.mainEntity.itemListElement.map((item) => item.url)).toEqual(guideList.map((guide) => `https://www.example.com${guide.path}`));
  });

  it.each(guideList.map((guide) => [guide.path, guide] as const))("marks the guide at %s as a free PDF by the owner", async (path, guide) => {
    const data = jsonLd(await pageHtml(path))[0];
    expect(data).toMatchObject({
      "@type": "DigitalDocument",
      name: guide.landing.headline,
      image: `https://www.example.com${guideCover(guide).src}`,
      encodingFormat: "application/pdf",
      isAccessibleForFree: true,
      author: { name: owner.name },
    });
  });
});

describe("sitemap and robots", () => {
  it("lists every public page in sitemap.xml and no thank-you or internal page", async () => {
    const xml = await (await SELF.fetch("https://site.test/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(must(m[1])).pathname);
    expect(locs.sort()).toEqual(publicRoutes.map((route) => route.path).sort());
    expect(locs).toContain("/resources");
    expect(locs.some((path) => path.includes("thank-you") || path.startsWith("/newsletter-preview"))).toBe(false);
  });

  it("keeps the internal previewer and the API out of indexes in robots.txt", async () => {
    const robots = await (await SELF.fetch("https://site.test/robots.txt")).text();
    expect(robots).toContain("Disallow: /newsletter-preview");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
