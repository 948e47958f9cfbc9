import { describe, expect, it } from "vitest";
import { renderNewsletterLinks } from "../../../src/newsletter/render.ts";
import { renderNewsletterText } from "../../../src/newsletter/text.ts";
import { parseDraft } from "../../../src/newsletter/draft.ts";
import { siteFooter } from "../../../src/newsletter/footer.ts";
import { LinkNamer, slugOf, tagLink, tagLinksInHtml, tagsOfUrl, utmSourceOf, type LinkTags } from "../../../src/newsletter/link-tags.ts";
import { checkEmail } from "../../../src/presend-checks/email-checks.ts";
import { GMAIL_CLIP_BYTES } from "../../../src/content/previewer.ts";
import { STYLE_KEYS, sampleNewsletter } from "../../../src/newsletter/index.ts";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";

const NEWSLETTER = owner.newsletterName;
const UTM_SOURCE = utmSourceOf(owner.newsletterName);

const SITE = "https://www.example.com";
const tags: LinkTags = { siteUrl: SITE, newsletterName: `${NEWSLETTER}`, medium: "email", campaign: "retention-by-segment" };
const TAGS = `utm_source=${UTM_SOURCE}&utm_medium=email&utm_campaign=retention-by-segment`;
const one = (href: string, text: string, t = tags) => tagLink(href, text, t, new LinkNamer());

describe("a link's tags", () => {
  it("tags a link to the site with the issue and the slug of its words", () => {
    expect(one(`${SITE}/speaker-v1`, "Book me for your conference")).toEqual({
      name: "book-me-for-your-conference",
      url: `${SITE}/speaker-v1`,
      tagged: `${SITE}/speaker-v1?${TAGS}&utm_content=book-me-for-your-conference`,
      onSite: true,
      text: "Book me for your conference",
    });
  });

  it("joins the link's own query and keeps its fragment last", () => {
    expect(one(`${SITE}/course?plan=pro#faq`, "The course").tagged).toBe(`${SITE}/course?plan=pro&${TAGS}&utm_content=the-course#faq`);
    expect(one(`${SITE}/?#top`, "Home").tagged).toBe(`${SITE}/?${TAGS}&utm_content=home#top`);
  });

  it("tags the site with or without www", () => {
    expect(one("https://example.com/newsletter", "Join").onSite).toBe(true);
    expect(one("https://example.com/newsletter", "Join").tagged).toContain("utm_content=join");
  });

  it("leaves links elsewhere, mailto links and links with his own utm_ tags exactly as written", () => {
    for (const href of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://other.example.org/a?b=c#d",
      "mailto:hello@example.com?subject=Hi",
      `${SITE}/newsletter?utm_source=partner&utm_medium=email`,
      `${SITE}/newsletter?UTM_Campaign=mine`,
    ]) {
      const link = one(href, "A link");
      expect(link.tagged).toBe(href);
    }
    expect(one("https://www.youtube.com/watch?v=x", "Watch").onSite).toBe(false);
    // His own utm_content is the link's name.
    expect(one(`${SITE}/x?utm_source=a&utm_content=his-name`, "Words").name).toBe("his-name");
  });

  it("keeps names unique in the issue: the same words twice get -2", () => {
    const namer = new LinkNamer();
    const names = [1, 2, 3].map(() => tagLink(`${SITE}/speaker-v1`, "Book me", tags, namer).name);
    expect(names).toEqual(["book-me", "book-me-2", "book-me-3"]);
    expect(tagLink(`${SITE}/`, "", tags, namer).name).toBe("link");
    expect(tagLink(`${SITE}/`, "★★", tags, namer).name).toBe("link-2");
  });

  it("names are short slugs of the words", () => {
    expect(slugOf("Café: Read the FULL breakdown here, it's worth your five minutes today")).toBe("cafe-read-the-full-breakdown-here-it-s");
    expect(slugOf("Café: Read the FULL breakdown here, it's worth your five minutes today").length).toBeLessThanOrEqual(40);
  });

  it("takes the source from the newsletter's name, so a renamed newsletter's links follow it", () => {
    expect(utmSourceOf("The Morning Brief")).toBe("the-morning-brief");
    expect(one(`${SITE}/`, "Home", { ...tags, newsletterName: "Retention Weekly" }).tagged).toContain("utm_source=retention-weekly&");
    expect(one(`${SITE}/`, "Home", { ...tags, medium: "web" }).tagged).toContain("utm_medium=web&");
  });

  it("reads the issue and the link back from a tagged address (Kit's report)", () => {
    expect(tagsOfUrl(one(`${SITE}/a?b=1#c`, "Go").tagged)).toEqual({ campaign: "retention-by-segment", content: "go" });
    expect(tagsOfUrl("https://www.youtube.com/")).toBeUndefined();
  });
});

describe("tagging rendered HTML", () => {
  it("rewrites escaped hrefs, names image links by their alt text, and leaves merge tags", () => {
    const html = `<a href="${SITE}/a?x=1&amp;y=2" style="c">Read <b>more</b></a> <a href="${SITE}/v"><img alt="Video title" src="t.png"></a> <a href="{{ unsubscribe_url }}">Unsubscribe</a>`;
    const { html: out, links } = tagLinksInHtml(html, tags);
    expect(out).toContain(`href="${SITE}/a?x=1&amp;y=2&amp;${TAGS.replaceAll("&", "&amp;")}&amp;utm_content=read-more" style="c">Read <b>more</b></a>`);
    expect(links.map((link) => link.name)).toEqual(["read-more", "video-title"]);
    expect(must(links[0]).url).toBe(`${SITE}/a?x=1&y=2`);
    expect(out).toContain('<a href="{{ unsubscribe_url }}">Unsubscribe</a>');
  });
});

describe("the issue's email", () => {
  const draft = [
    'HOOK: Which segment <a href="https://www.example.com/speaker-v1">books talks</a>?',
    'INTRO: Read <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">the video</a>, the <a href="https://www.example.com/course?plan=pro#faq">course</a>, <a href="https://www.example.com/speaker-v1">books talks</a> again and <a href="mailto:hello@example.com">write</a>.',
  ].join("\n");
  const content = parseDraft(draft, { footer: siteFooter(SITE) });
  const options = { siteUrl: SITE, webUrl: `${SITE}/newsletter/issues/retention-by-segment`, campaign: "retention-by-segment" };

  it("tags every link to the site, leaves the rest, keeps the pre-send checks and the size budget in every style", () => {
    for (const style of STYLE_KEYS) {
      const { html, links } = renderNewsletterLinks(content, style, options);
      const onSite = links.filter((link) => link.onSite);
      expect(onSite.length).toBeGreaterThanOrEqual(5);
      for (const link of onSite) expect(link.tagged).toContain(`utm_campaign=retention-by-segment&utm_content=${link.name}`);
      expect(new Set(links.map((link) => link.name)).size).toBe(links.length);
      expect(links.map((link) => link.name)).toContain("books-talks-2");
      expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
      expect(html).toContain('href="mailto:hello@example.com"');
      expect(html).toContain(`course?plan=pro&amp;utm_source=${UTM_SOURCE}&amp;utm_medium=email`);
      const report = checkEmail(html, content);
      expect(report.issueCount).toBe(0);
      expect(report.size.bytes).toBeLessThan(GMAIL_CLIP_BYTES * 0.8);
    }
  });

  it("the sample issue's tagged HTML stays far inside the clipping limit", () => {
    const { html } = renderNewsletterLinks(sampleNewsletter, "editorial", { siteUrl: SITE, campaign: "a-rather-long-issue-slug-of-many-words-indeed" });
    expect(checkEmail(html, sampleNewsletter).size.status).toBe("ok");
  });

  it("the plain text carries the same tagged links", () => {
    const text = renderNewsletterText(content, "minimal", options);
    const { links } = renderNewsletterLinks(content, "minimal", options);
    // The forwarded reader's signup line shows the short address to type, in both parts (text.ts).
    const shown = links.filter((l) => l.onSite && l.name !== "www-example-com-newsletter");
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const link of shown) expect(text).toContain(link.tagged);
  });

  it("without the issue's slug (the previewer) nothing is tagged", () => {
    expect(renderNewsletterLinks(content, "minimal", { siteUrl: SITE }).html).not.toContain("utm_");
  });
});
