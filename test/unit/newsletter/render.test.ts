import { describe, expect, it } from "vitest";
import { BRAND_ACCENT, renderNewsletter, sampleNewsletter, STYLE_KEYS, STYLE_LIST, STYLES } from "../../../src/newsletter/index.ts";
import type { NewsletterContent } from "../../../src/newsletter/index.ts";
import { AA_LARGE, AA_TEXT, contrastRatio } from "../../../src/styles/palette.ts";
import {
  attributeOf,
  byteLength,
  imagesWithoutAlt,
  layoutRulesOutsideMedia,
  openingTags,
  styleSheets,
  tablesWithoutPresentationRole,
  textOnGrounds,
  unsafeHrefs,
} from "./html-checks.ts";
import { must } from "../../../src/must.ts";
import { owner } from "../../../src/content/owner";

const NEWSLETTER = owner.newsletterName;

const rendered = STYLE_KEYS.map((key) => ({ key, width: STYLES[key].width, html: renderNewsletter(sampleNewsletter, key) }));

describe("style registry", () => {
  it("lists the six designs with their names and column widths", () => {
    expect(STYLE_LIST.map(({ key, name, width }) => [key, name, width])).toEqual([
      ["minimal", "Minimal Clean", 600],
      ["bold", "Bold Header", 600],
      ["sidebar", "Sidebar Accent", 600],
      ["magazine", "Magazine Style", 650],
      ["hybrid", "Brand Signature", 600],
      ["editorial", "Premium Editorial", 680],
    ]);
  });

  it("gives every design a description", () => {
    for (const style of STYLE_LIST) expect(style.description.length).toBeGreaterThan(20);
  });

  it("renders a different document for every design", () => {
    const mastheads = rendered.map(({ html }) => html.slice(html.indexOf('class="nl-card"'), html.indexOf('class="nl-card"') + 3000));
    expect(new Set(mastheads).size).toBe(STYLE_KEYS.length);
    expect(new Set(STYLE_KEYS.map((key) => JSON.stringify(STYLES[key].theme))).size).toBe(STYLE_KEYS.length);
  });
});

describe("renderNewsletter with an unknown style", () => {
  it("returns an empty string", () => {
    expect(renderNewsletter(sampleNewsletter, "neon")).toBe("");
    expect(renderNewsletter(sampleNewsletter, "toString")).toBe("");
  });
});

describe.each(rendered)("the $key design with the sample", ({ width, html }) => {
  it("is a full HTML document with language and direction", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toMatch(/<html lang="en" dir="ltr"[^>]*>/);
    expect(html).toMatch(/<\/body><\/html>$/);
  });

  it("declares charset, viewport, Apple reformatting and colour schemes", () => {
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<meta name="x-apple-disable-message-reformatting">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it("starts the body with a hidden preheader made from the hook", () => {
    const body = html.slice(html.indexOf("<body"));
    const preheader = /<div class="nl-preheader" style="([^"]*)">([^<]*)<\/div>/.exec(body);
    expect(preheader).not.toBeNull();
    for (const rule of ["display:none", "max-height:0", "overflow:hidden", "mso-hide:all", "font-size:1px", "line-height:1px", "opacity:0"]) {
      expect(must(preheader)[1]).toContain(rule);
    }
    expect(must(preheader)[2]).toContain("Your average retention is hiding two different videos");
    expect(body.indexOf("nl-preheader")).toBeLessThan(body.indexOf("<table"));
  });

  it("hides nothing with transparent text, which spam filters score as hidden low-contrast text", () => {
    expect(html).not.toMatch(/color\s*:\s*transparent/i);
  });

  it("marks every table, including Outlook-only ones, as presentation", () => {
    expect(openingTags(html, "table").length).toBeGreaterThan(10);
    expect(tablesWithoutPresentationRole(html)).toEqual([]);
  });

  it(`holds the column at ${width}px: fixed-width table for Outlook, max-width elsewhere`, () => {
    const mso = /<!--\[if mso\]><table ([^>]*)><tr><td><!\[endif\]-->/.exec(html);
    expect(mso).not.toBeNull();
    expect(attributeOf(`<table ${must(mso)[1]}>`, "width")).toBe(String(width));
    expect(attributeOf(`<table ${must(mso)[1]}>`, "style")).toBe(`width:${width}px`);
    expect(html).toContain("<!--[if mso]></td></tr></table><![endif]-->");
    const card = openingTags(html, "table").find((tag) => attributeOf(tag, "class") === "nl-card");
    expect(attributeOf(must(card), "style")).toContain(`max-width:${width}px`);
    expect(html).toContain(`<div style="max-width:${width}px;margin:0 auto">`);
  });

  it("keeps layout inline: stylesheets only add mobile and dark-mode extras", () => {
    const sheets = styleSheets(html);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(layoutRulesOutsideMedia(sheet)).toEqual([]);
    expect(sheets.join("")).toContain("@media (prefers-color-scheme:dark)");
    expect(sheets.join("")).toContain(`@media only screen and (max-width:${width + 20}px)`);
  });

  it("links only to https, mailto or the unsubscribe merge tag", () => {
    expect(openingTags(html, "a").length).toBeGreaterThan(3);
    expect(unsafeHrefs(html)).toEqual([]);
  });

  it("gives every image alt text", () => {
    expect(imagesWithoutAlt(html)).toEqual([]);
  });

  it("puts Kit's unsubscribe merge tag in a link with the unsubscribe text, and the postal address", () => {
    expect(html).toMatch(new RegExp(`<a href="\\{\\{ unsubscribe_url \\}\\}"[^>]*>Unsubscribe from ${NEWSLETTER}</a>`));
    expect(html).toContain("{{ address }}");
  });

  it("invites forwarded readers to sign up", () => {
    expect(html).toContain(`Did a friend forward this? Get ${NEWSLETTER} in your inbox every week:`);
    expect(html).toMatch(/<a href="https:\/\/www\.example\.com\/newsletter"[^>]*>www\.example\.com\/newsletter<\/a>/);
  });

  it("draws the call to action as a bulletproof button: coloured cell with Outlook padding around a padded link", () => {
    const button =
      /<td align="center" bgcolor="(#[0-9a-f]{6})" style="([^"]*)"><a href="https:\/\/www\.example\.com\/contact"[^>]*style="([^"]*)">Book a channel review<\/a><\/td>/.exec(
        html,
      );
    expect(button).not.toBeNull();
    expect(must(button)[2]).toContain(`background-color:${must(button)[1]}`);
    expect(must(button)[2]).toContain("mso-padding-alt:14px 28px");
    expect(must(button)[3]).toContain("padding:14px 28px");
    expect(must(button)[3]).toContain("display:inline-block");
  });

  it("draws the accent itself (its bars and rules), and every text colour at AA on the background behind it", () => {
    expect(html).toContain(BRAND_ACCENT);
    const runs = textOnGrounds(html);
    expect(runs.length).toBeGreaterThan(30);
    for (const run of runs) {
      // WCAG's large text: 24px, or 18.66px bold (14pt); 3:1 there, 4.5:1 elsewhere.
      const large = run.size >= 24 || (run.bold && run.size >= 18.66);
      expect(contrastRatio(run.color, run.background), `"${run.text.slice(0, 40)}" in ${run.color} on ${run.background}`).toBeGreaterThanOrEqual(
        large ? AA_LARGE : AA_TEXT,
      );
    }
  });

  it("has the newsletter name as its only top-level heading", () => {
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${NEWSLETTER}</h1>`));
    expect(openingTags(html, "h1")).toHaveLength(1);
    expect(openingTags(html, "h2")).toHaveLength(3);
    expect(openingTags(html, "h3")).toHaveLength(2);
  });

  it("stays well under Gmail's 102 KB clipping limit", () => {
    expect(byteLength(html)).toBeLessThan(60 * 1024);
  });

  it("contains no script, event handler or external stylesheet", () => {
    expect(html).not.toMatch(/<script|<link|<iframe|\son[a-z]+\s*=/i);
  });
});

describe("rendered blocks", () => {
  const content: NewsletterContent = {
    intro: "Intro with <b>bold</b>.\n\nSecond intro paragraph.",
    hook: "A <em>hook</em> & a teaser",
    footer: sampleNewsletter.footer,
    sections: [
      {
        title: "Blocks",
        level: 1,
        content: [
          "PROMPT_BOX: Rewrite my intro\nfor new viewers",
          "TIP_BOX: A tip",
          "NOTE_BOX: A note",
          "SIDENOTE_BOX: A side note",
          "BONUS_BOX: A bonus",
          "HEADER_STACK\nBig line\nSmall line",
          "PRO_TIP",
          "* one\n* two",
          "50% of new\n30% of returning",
          "1. first\n2. second",
          "Line one\nline two",
          'Text with <a href="https://example.com/x">a link</a> and <script>x</script>',
        ],
      },
    ],
  };
  const html = renderNewsletter(content, "minimal");

  it("labels each callout by its kind", () => {
    for (const label of ["Prompt to try", "Tip", "Note", "Side note", "Bonus", "Pro tip: where to find it"]) {
      expect(html).toMatch(new RegExp(`<p [^>]*>${label}</p>`));
    }
  });

  it("sets prompts in a monospace font with their line breaks", () => {
    expect(html).toMatch(/<p class="nl-text nl-mono" style="[^"]*font-family:ui-monospace[^"]*">Rewrite my intro<br>for new viewers<\/p>/);
  });

  it("shows the pro tip's Analytics path, escaped", () => {
    expect(html).toContain("Advanced Mode &gt; [Breakdown Menu] &gt; Audience by watch behavior");
  });

  it("stacks the header lines with the first one largest", () => {
    expect(html).toMatch(/font-size:24px[^"]*">Big line<\/p><p class="nl-muted" style="[^"]*">Small line<\/p>/);
  });

  it("draws bullets, percentages and numbers in a marker column", () => {
    expect(html).toMatch(/>&#8226;<\/td><td [^>]*>one<\/td>/);
    expect(html).toMatch(/>50%<\/td><td [^>]*>of new<\/td>/);
    expect(html).toMatch(/>2\.<\/td><td [^>]*>second<\/td>/);
  });

  it("keeps line breaks of plain text and sanitises its HTML", () => {
    expect(html).toContain(">Line one<br>line two</p>");
    expect(html).toContain('<a href="https://example.com/x" class="nl-link" style=');
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
  });

  it("splits the intro into paragraphs and keeps its inline HTML", () => {
    expect(html).toContain(">Intro with <b>bold</b>.</p>");
    expect(html).toContain(">Second intro paragraph.</p>");
  });

  it("puts the hook as text in the preheader and as HTML in the masthead", () => {
    expect(html).toMatch(/<div class="nl-preheader"[^>]*>A hook &amp; a teaser/);
    expect(html).toContain("A <em>hook</em> &amp; a teaser</p>");
  });

  it("leaves out a button whose URL is not https rather than linking it", () => {
    const unsafe = renderNewsletter({ ...content, footer: { ...content.footer, cta: { ...content.footer.cta, url: "javascript:alert(1)" } } }, "minimal");
    expect(unsafe).not.toContain("Book a channel review");
    expect(unsafe).not.toContain("javascript:");
  });

  it("uses another newsletter name when given one, escaped", () => {
    const other = renderNewsletter(content, "bold", { newsletterName: "Cuts & Clicks" });
    expect(other).toContain("<title>Cuts &amp; Clicks</title>");
    expect(other).toMatch(/<h1 [^>]*>Cuts &amp; Clicks<\/h1>/);
  });
});

describe("the HTML checks themselves", () => {
  it("catch a table without role, an image without alt, an http link and layout in a stylesheet", () => {
    expect(tablesWithoutPresentationRole('<table role="presentation"></table><table class="x">')).toEqual(['<table class="x">']);
    expect(imagesWithoutAlt('<img src="a" alt="A"><img src="b"><img src="c" alt="">')).toHaveLength(2);
    expect(unsafeHrefs('<a href="http://x.com">x</a><a href="https://y.com">y</a>')).toEqual(["http://x.com"]);
    expect(layoutRulesOutsideMedia(".a{display:none}@media (max-width:600px){.b{width:100%}}")).toEqual(["{display:none"]);
  });
});
