import { SELF } from "cloudflare:test";
import { parseAtomFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { owner } from "../../../src/content/owner";
import { issues } from "../../../src/newsletter/archive";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../../src/newsletter/paths";
import { pageRoutes } from "../../../src/routes";
import { attributeOf, decode, headings, islandProps, mainOf, pageHtml, startTags } from "./screens-html";
import { must } from "../../../src/must.ts";

const NEWSLETTER = owner.newsletterName;

const SITE = "https://www.example.com";
/** Kit's Liquid: output tags, logic tags, and the names of the inbox-only merge fields. */
const MERGE_TAG = /\{\{[^{}]*\}\}|\{%[^%]*%\}|unsubscribe_url|subscriber\.first_name/;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(must(m[1])) as Record<string, unknown>);
}

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

const islandsOf = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);

describe(`the archive of ${NEWSLETTER}`, () => {
  it("ships at least the three first issues, newest first", () => {
    expect(issues.length).toBeGreaterThanOrEqual(3);
    const dates = issues.map((issue) => issue.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("lists every issue on the index, newest first, with its date and a link to its page", async () => {
    const html = await pageHtml(ARCHIVE_PATH);
    const main = mainOf(html);
    const links = [...main.matchAll(/href="(\/newsletter\/issues\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(issues.map((issue) => issuePath(issue.slug)));
    // HTML attribute names are case-insensitive; React writes `dateTime`.
    for (const issue of issues) expect(startTags(main, "time").map((tag) => attributeOf(tag, "datetime"))).toContain(issue.date);
    expect(headings(html, 1)).toHaveLength(1);
    expect(html).toContain(`href="${FEED_PATH}"`);
  });

  it("is linked from /newsletter ('Read past issues') and from the footer of every page", async () => {
    expect(await pageHtml("/newsletter")).toMatch(/<a href="\/newsletter\/issues">Read past issues<\/a>/);
    for (const path of ["/", "/contact", issuePath(must(issues[0]).slug)]) {
      expect(await pageHtml(path)).toMatch(/<footer[\s\S]*href="\/newsletter\/issues"/);
    }
  });
});

describe.each(issues.map((issue, index) => ({ issue, index })))("the issue page of $issue.slug", ({ issue, index }) => {
  const path = issuePath(issue.slug);
  const url = `${SITE}${path}`;

  it("shows the title, the date, a reading time and the words of the email", async () => {
    const html = await pageHtml(path);
    expect(headings(html, 1)).toEqual([issue.title]);
    expect(startTags(html, "time").map((tag) => attributeOf(tag, "datetime"))).toContain(issue.date);
    expect(html).toMatch(/\d+ min read/);
    const lastSection = must(must([...issue.draft.matchAll(/^# (.+)$/gm)].at(-1))[1]);
    expect(headings(html, 2)).toContain(lastSection);
    expect(mainOf(html)).not.toContain("<table");
  });

  it("has its canonical URL, Open Graph article tags and its own share image", async () => {
    const html = await pageHtml(path);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:url")).toBe(url);
    expect(meta(html, "property", "og:image")).toBe(`${SITE}/images/issues/${issue.slug}.png`);
  });

  it("describes itself as an Article by the owner", async () => {
    const article = jsonLd(await pageHtml(path)).find((data) => data["@type"] === "Article");
    expect(article).toMatchObject({
      headline: issue.title,
      datePublished: issue.date,
      url,
      mainEntityOfPage: url,
      image: `${SITE}/images/issues/${issue.slug}.png`,
      author: { "@type": "Person", name: owner.name },
    });
  });

  it("links the issues before and after it and the archive", async () => {
    const html = await pageHtml(path);
    const newer = issues[index - 1];
    const older = issues[index + 1];
    if (newer) expect(html).toContain(`href="${issuePath(newer.slug)}" rel="next"`);
    else expect(html).not.toContain('rel="next"');
    if (older) expect(html).toContain(`href="${issuePath(older.slug)}" rel="prev"`);
    else expect(html).not.toContain('rel="prev"');
    expect(mainOf(html)).toContain(`href="${ARCHIVE_PATH}"`);
  });

  it("ends with the newsletter signup form, the only island on the page", async () => {
    const html = await pageHtml(path);
    expect(islandsOf(html)).toEqual(["SubscribeForm"]);
    expect(islandProps(html, "SubscribeForm")[0]).toMatchObject({ id: "issue-signup" });
  });

  it("is cached like every other page and says how long it took to render", async () => {
    const first = await SELF.fetch(`https://site.test${path}`);
    await first.text();
    expect(first.headers.get("Server-Timing")).toMatch(/render;dur=/);
    expect(first.headers.get("ETag")).toBeTruthy();
    const second = await SELF.fetch(`https://site.test${path}`);
    await second.text();
    expect(second.headers.get("Server-Timing")).toMatch(/cache;[^,]*desc="HIT/);
  });
});

describe("no Kit merge tag reaches the web", () => {
  it.each(pageRoutes.filter((route) => !route.path.startsWith("/newsletter-preview")).map((route) => route.path))("%s has none", async (path) => {
    expect(await pageHtml(path)).not.toMatch(MERGE_TAG);
  });

  it("the feed has none", async () => {
    expect(decode(await (await SELF.fetch(`${SITE}${FEED_PATH}`)).text())).not.toMatch(MERGE_TAG);
  });

  it("an issue that greets the reader by name greets them without the tag on the web", async () => {
    const greeting = issues.find((issue) => issue.draft.includes("subscriber.first_name"));
    expect(greeting).toBeDefined();
    expect(await pageHtml(issuePath(must(greeting).slug))).toContain("Hey there, it's Jordan.");
  });
});

describe("the Atom feed", () => {
  async function feed() {
    const response = await SELF.fetch(`https://site.test${FEED_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    return parseAtomFeed(await response.text());
  }
  const absolute = (href: string | undefined) => {
    expect(href).toBeDefined();
    expect(new URL(must(href)).protocol).toMatch(/^(https|mailto):$/);
    return must(href);
  };

  it("is linked with rel=alternate from every page", async () => {
    for (const route of pageRoutes) {
      const html = await pageHtml(route.path);
      expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${NEWSLETTER}" href="${SITE}${FEED_PATH}"/>`);
    }
  });

  it("has every element Atom requires, with absolute links", async () => {
    const parsed = await feed();
    expect(parsed.id).toBe(`${SITE}${FEED_PATH}`);
    expect(parsed.title?.value).toBe(`${NEWSLETTER}`);
    expect(parsed.updated).toBe(`${must(issues[0]).date}T00:00:00Z`);
    expect(parsed.links?.find((link) => link.rel === "self")?.href).toBe(`${SITE}${FEED_PATH}`);
    expect(absolute(parsed.links?.find((link) => link.rel === "alternate")?.href)).toBe(`${SITE}${ARCHIVE_PATH}`);
    expect(parsed.authors?.[0]?.name).toBe(owner.name);
  });

  it("has one entry per issue, newest first, each with its full content", async () => {
    const parsed = await feed();
    expect(parsed.entries?.map((entry) => entry.id)).toEqual(issues.map((issue) => `${SITE}${issuePath(issue.slug)}`));
    for (const [index, entry] of (parsed.entries ?? []).entries()) {
      const issue = must(issues[index]);
      expect(entry.title?.value).toBe(issue.title);
      expect(entry.published).toBe(`${issue.date}T00:00:00Z`);
      expect(entry.updated).toBe(`${issue.date}T00:00:00Z`);
      expect(absolute(entry.links?.find((link) => link.rel === "alternate")?.href)).toBe(`${SITE}${issuePath(issue.slug)}`);
      expect(entry.summary?.value).toBeTruthy();
      expect(entry.content?.type).toBe("html");
      const html = entry.content?.value ?? "";
      const lastSection = must(must([...issue.draft.matchAll(/^# (.+)$/gm)].at(-1))[1]);
      expect(decode(html)).toContain(lastSection);
      expect(html).not.toContain("class=");
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) absolute(href);
    }
  });
});

describe("the sitemap", () => {
  it("lists the archive and every issue", async () => {
    const xml = await (await SELF.fetch("https://site.test/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE}${ARCHIVE_PATH}</loc>`);
    for (const issue of issues) expect(xml).toContain(`<loc>${SITE}${issuePath(issue.slug)}</loc>`);
  });
});

describe("the previewer and the archive", () => {
  it("server-renders the sample with 'View in browser' leading to the archive, and offers every sent issue", async () => {
    const html = await (await SELF.fetch("https://site.test/newsletter-preview")).text();
    const frame = decode(attributeOf(startTags(html, "iframe")[0] ?? "", "srcdoc") ?? "");
    expect(frame).toContain(`href="${SITE}${ARCHIVE_PATH}"`);
    expect(frame).toContain("View in browser");
    const props = islandProps(decode(html), "NewsletterPreviewer")[0] as { archive: { slug: string; style: string; draft: string }[] };
    expect(props.archive.map((issue) => issue.slug)).toEqual(issues.map((issue) => issue.slug));
    expect(must(props.archive[0]).draft).toBe(must(issues[0]).draft);
    expect(html).toMatch(/<select[^>]*id="previewer-archive"/);
  });
});
