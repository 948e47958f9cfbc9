import { describe, expect, it } from "vitest";
import { guideAddresses, guideCover } from "../../../src/content/guide-record";
import { guideList } from "../../../src/content/guides";
import { owner } from "../../../src/content/owner";
import { resources } from "../../../src/content/resource-cards";
import { resourceCategories } from "../../../src/content/resources";
import { attributeOf, headings, startTags, imgTags, islandProps, mainOf, pageHtml, textOf } from "./screens-html";
import { must } from "../../../src/must.ts";

const NEWSLETTER = owner.newsletterName;

describe("home", () => {
  it("says in its title that the author helps creators and businesses succeed on YouTube", async () => {
    const html = await pageHtml("/");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/Help Creators and Businesses Succeed on YouTube/i);
    expect(headings(html, 1)).toEqual(["I help creators and businesses succeed on YouTube."]);
  });

  it("has the inline form in the hero and the stacked form at the end, both 'Send Me the Insights'", async () => {
    const forms = islandProps(await pageHtml("/"), "SubscribeForm");
    expect(forms.map((form) => [form.variant, form.buttonLabel])).toEqual([
      ["inline", "Send Me the Insights"],
      ["stacked", "Send Me the Insights"],
    ]);
  });

  it("shows the portrait at once and a privacy note linking to the policy under each form", async () => {
    const main = mainOf(await pageHtml("/"));
    const portrait = must(imgTags(main).find((tag) => tag.includes(owner.portrait.src)));
    expect(portrait).toContain(`width="${owner.portrait.width}"`);
    expect(portrait).not.toContain('loading="lazy"');
    expect(portrait).toMatch(/fetchpriority="high"/i);
    for (const logo of imgTags(main).filter((tag) => tag.includes("/images/logos/"))) expect(logo).toContain('loading="lazy"');
    expect(main.match(/href="\/privacy-policy"/g)).toHaveLength(2);
  });

  it("lists the four companies as logos named by their alt text", async () => {
    const html = await pageHtml("/");
    expect(headings(html, 2)).toContain("Companies I've Worked With");
    for (const company of owner.companies) {
      expect(html).toMatch(new RegExp(`<img[^>]*src="${company.logo.src}"[^>]*alt="${company.name}"`));
    }
  });

  it("tells the story: 2014, behind the camera in 2020, the production company in 2024, 11 years, 200M+ views", async () => {
    const main = mainOf(await pageHtml("/"));
    expect(main).toContain("on YouTube in 2014");
    expect(main).toContain("2020");
    expect(main).toContain("behind the camera");
    expect(main).toMatch(/2024[\s\S]*full-service YouTube production company/);
    expect(main).toMatch(/>11<\/dd>/);
    expect(main).toMatch(/>200M\+<\/dd>/);
  });
});

describe(`${NEWSLETTER} landing`, () => {
  it(`has the 'Get ${NEWSLETTER}' form and who should (and should not) read it`, async () => {
    const html = await pageHtml("/newsletter");
    expect(islandProps(html, "SubscribeForm").every((form) => form.buttonLabel === `Get ${NEWSLETTER}`)).toBe(true);
    expect(headings(html, 2)).toContain(`Who Should Read ${NEWSLETTER}?`);
    expect(headings(html, 3)).toEqual(expect.arrayContaining(["This is for you if...", "This is not for you if..."]));
    const notForYou = must(must(/This is not for you if\.\.\.<\/h3>([\s\S]*?)<\/ul>/.exec(html))[1]);
    expect(notForYou).toMatch(/beginner/i);
    expect(notForYou).toMatch(/get-rich-quick/i);
    expect(notForYou).toMatch(/vanity metrics/i);
  });
});

describe("Ultimate Business Growth Guide landing", () => {
  it("has bullets, the preview image, the lead-magnet form and three testimonials with names and roles", async () => {
    const html = await pageHtml("/lead-magnet");
    expect(headings(html, 1)).toEqual(["The Ultimate Business Growth Guide"]);
    expect(islandProps(html, "LeadMagnetForm")[0]).toMatchObject({ magnet: "business-growth-guide", magnetTitle: "Ultimate Business Growth Guide" });
    expect(html).toMatch(/<img[^>]*alt="Cover of the Ultimate Business Growth Guide"/);
    expect(html.match(/<li class="[^"]*">The 3-part channel strategy/)).not.toBeNull();
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(html.match(/<cite/g)).toHaveLength(3);
  });
});

describe.each(guideList.map((guide) => [guide.path, guide] as const))("guide landing %s", (path, guide) => {
  it(`signs up for '${guide.title}' in the hero and at the end, with a privacy note, the cover and what is inside`, async () => {
    const html = await pageHtml(path);
    expect(headings(html, 1)).toEqual([guide.landing.headline]);
    const forms = islandProps(html, "LeadMagnetForm");
    expect(forms.map((form) => form.id)).toEqual(["hero-signup", "closing-signup"]);
    for (const form of forms) expect(form).toMatchObject({ magnet: guide.slug, magnetTitle: guide.title, buttonLabel: guide.landing.buttonLabel });
    expect(mainOf(html)).toContain('href="/privacy-policy"');
    expect(imgTags(html).some((tag) => attributeOf(tag, "src") === guideCover(guide).src && attributeOf(tag, "alt") === guide.cover.alt)).toBe(true);
    expect(headings(html, 2)).toEqual(expect.arrayContaining([guide.landing.insideTitle, guide.landing.formHeading]));
  });

  it("shows the section its record puts below the form", async () => {
    const html = await pageHtml(path);
    const section = guide.belowForm;
    if (section.kind === "fit") {
      expect(headings(html, 2)).toContain(section.heading);
      expect(headings(html, 3)).toEqual(expect.arrayContaining([section.forYouTitle, section.notForYouTitle]));
    } else {
      expect(headings(html, 2)).toContain(section.heading);
      expect(html.match(/<blockquote/g)).toHaveLength(section.testimonials.length);
      for (const { name } of section.testimonials) expect(html).toContain(name);
    }
  });
});

describe("resources library", () => {
  const cardTitles = (html: string) => headings(mainOf(html), 2).filter((title) => !/resources|strategy/i.test(title));

  it("shows a card for every guide with category, image and a 'Download Free' link to its page", async () => {
    const html = await pageHtml("/resources");
    expect(headings(html, 1)).toEqual(["Free Resources Library"]);
    expect(cardTitles(html)).toEqual(guideList.map((guide) => guide.card.title));
    for (const guide of guideList) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="${guide.path}"[^>]*>Download Free`));
      expect(html).toContain(`/images/resources/${guide.slug}.svg`);
    }
    expect(imgTags(mainOf(html)).filter((tag) => tag.includes("/images/resources/"))).toHaveLength(guideList.length);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Subscribe Now<\/a>/);
  });

  it("renders the filter as links, marking All as current by default", async () => {
    const html = await pageHtml("/resources");
    expect(html).toMatch(/<a[^>]*href="\/resources"[^>]*aria-current="true"[^>]*>All<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/resources\?category=youtube-growth"[^>]*>YouTube Growth<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/resources\?category=content-creation"[^>]*>Content Creation<\/a>/);
  });

  it("filters on the server by ?category=, without JavaScript", async () => {
    const growth = await pageHtml("/resources?category=youtube-growth");
    expect(growth).toMatch(/<a[^>]*href="\/resources\?category=youtube-growth"[^>]*aria-current="true"/);
    expect(growth).not.toMatch(/<a[^>]*href="\/resources"[^>]*aria-current/);
    expect(islandProps(growth, "ResourcesFilter")).toEqual([{ initialCategory: "youtube-growth", cards: JSON.parse(JSON.stringify(resources)) }]);

    for (const { slug } of resourceCategories.filter((category) => category.slug !== "all")) {
      const titles = cardTitles(await pageHtml(`/resources?category=${slug}`));
      expect(titles).toEqual(guideList.filter((guide) => guide.card.category === slug).map((guide) => guide.card.title));
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length).toBeLessThan(guideList.length);
    }
  });

  it("shows everything for an unknown category", async () => {
    expect(cardTitles(await pageHtml("/resources?category=nope"))).toHaveLength(guideList.length);
  });
});

describe("thank-you pages", () => {
  it("welcomes newsletter subscribers with next steps and links home and to the resources", async () => {
    const html = await pageHtml("/newsletter-thank-you");
    expect(headings(html, 1)).toEqual(["Welcome to the Community!"]);
    expect(
      mainOf(html)
        .match(/<ol[\s\S]*?<\/ol>/)?.[0]
        .match(/<li/g)?.length,
    ).toBeGreaterThanOrEqual(3);
    expect(mainOf(html)).toMatch(/href="\/resources"/);
    expect(mainOf(html)).toMatch(/href="\/"/);
  });

  it.each(guideList.map((guide) => [guideAddresses(guide).thankYouPath, `/downloads/${guide.download.file}`]))(
    "%s gives the download itself and the next steps",
    async (path, file) => {
      const main = mainOf(await pageHtml(path));
      const link = startTags(main, "a").find((tag) => attributeOf(tag, "href") === file);
      expect(link && attributeOf(link, "download")).toBe("");
      expect(main).toMatch(/href="\/resources"/);
      expect(main).toMatch(/<ol/);
    },
  );

  it("ships no island script on thank-you pages", async () => {
    for (const path of ["/newsletter-thank-you", "/lead-magnet/thank-you"]) {
      expect(await pageHtml(path)).not.toContain("data-island=");
    }
  });
});

describe("legal pages", () => {
  it.each(["/privacy-policy", "/terms-of-service", "/cookie-policy"])("%s says 'Last Updated July 15, 2025'", async (path) => {
    expect(mainOf(await pageHtml(path))).toContain("Last Updated July 15, 2025");
  });

  it("privacy policy: only an email address, the three kinds of providers, the four rights, no children under 13", async () => {
    const main = mainOf(await pageHtml("/privacy-policy"));
    expect(main).toMatch(/only personal information we ask you for is your email address/);
    for (const provider of ["email marketing platform", "analytics service", "hosting and content delivery (CDN) provider"]) expect(main).toContain(provider);
    for (const right of ["Access", "Rectification", "Erasure", "Objection"]) expect(main).toContain(`${right}:`);
    expect(main).toMatch(/children under 13/);
    expect(main).toContain(`href="mailto:${owner.email}"`);
    expect(main).toContain(owner.postalAddress);
  });

  it.each(["/privacy-policy", "/cookie-policy"])("%s says what is kept of each consent choice, why, for how long, and how to withdraw", async (path) => {
    const main = mainOf(await pageHtml(path));
    const text = main.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
    expect(text).toContain("a record of each consent choice (its id, revision, categories and time)");
    expect(text).toContain("proof of consent");
    expect(text).toMatch(/for 2 years/);
    expect(text).toMatch(/withdraw or change your consent at any time with Cookie settings|To withdraw or change your consent, use Cookie settings/);
    expect(main).toMatch(/<a href="#cookie-settings" data-cc="show-preferencesModal">Cookie settings<\/a> at the bottom of every page/);
  });

  it.each(["/privacy-policy", "/cookie-policy"])(
    "%s: every in-page link has its target, and #cookie-settings says how to change the choice without script",
    async (path) => {
      const html = await pageHtml(path);
      const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => must(match[1]));
      expect(targets).toContain("cookie-settings");
      for (const id of new Set(targets)) expect(html, `#${id}`).toMatch(new RegExp(`\\bid="${id}"`));
      const section = /<section[^>]*\bid="cookie-settings"[^>]*>([\s\S]*?)<\/section>/.exec(html);
      expect(section).not.toBeNull();
      const text = textOf(must(must(section)[1]));
      expect(text).toMatch(/Changing your cookie choice/);
      expect(text).toMatch(/without JavaScript|JavaScript turned off/);
      expect(text).toMatch(/delete this site's cookies in your browser's settings/);
    },
  );

  it("the footer's 'Cookie settings' leads to that explanation on the cookie policy when script is off", async () => {
    const html = await pageHtml("/contact");
    expect(html).toMatch(/<footer[\s\S]*<a[^>]*href="\/cookie-policy#cookie-settings"[^>]*data-cc="show-preferencesModal"[^>]*>Cookie settings<\/a>/);
  });

  it("terms of service are governed by Kentucky law", async () => {
    expect(mainOf(await pageHtml("/terms-of-service"))).toMatch(/governed by the laws of the Commonwealth of Kentucky/);
  });

  it("cookie policy explains the consent banner and reopens the cookie settings", async () => {
    const main = mainOf(await pageHtml("/cookie-policy"));
    expect(main).toMatch(/consent banner/);
    expect(main).toMatch(/<a href="#cookie-settings" data-cc="show-preferencesModal">Cookie settings<\/a>/);
  });
});

describe("contact", () => {
  it("is a single mailto link to the owner's address and no form", async () => {
    const main = mainOf(await pageHtml("/contact"));
    expect(main.match(/<a\b[^>]*>/g)).toEqual([expect.stringContaining(`href="mailto:${owner.email}"`)]);
    expect(main).not.toContain("<form");
  });
});

describe("images", () => {
  it.each(["/", "/newsletter", "/lead-magnet", "/youtube-seo-checklist", "/resources", "/lead-magnet/thank-you"])(
    "%s gives every image its size and alternative text, and at most one image high priority",
    async (path) => {
      const images = imgTags(mainOf(await pageHtml(path)));
      for (const tag of images) {
        expect(tag).toMatch(/ width="\d+"/);
        expect(tag).toMatch(/ height="\d+"/);
        expect(attributeOf(tag, "alt")).toBeTypeOf("string");
      }
      expect(images.filter((tag) => /fetchpriority="high"/i.test(tag)).length).toBeLessThanOrEqual(1);
    },
  );
});
