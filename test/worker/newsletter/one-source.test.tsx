import { parseAtomFeed } from "feedsmith";
import { renderHtml } from "../../../worker/pages";
import { describe, expect, it } from "vitest";
import { IssueBody } from "../../../src/components/issue/IssueBody";
import { issues } from "../../../src/newsletter/archive.ts";
import { classifyBlock, CALLOUT_LABELS, PRO_TIP_LABEL } from "../../../src/newsletter/blocks.ts";
import { siteFooter } from "../../../src/newsletter/footer.ts";
import { issueContent } from "../../../src/newsletter/issue.ts";
import { stripMergeTags } from "../../../src/newsletter/merge-tags.ts";
import { FEED_PATH, issueUrl } from "../../../src/newsletter/paths.ts";
import { renderNewsletter } from "../../../src/newsletter/render.ts";
import type { NewsletterContent } from "../../../src/newsletter-contract/types.ts";
import { paragraphsOf, plain } from "../../../src/newsletter/web.ts";
import { feedRoutes } from "../../../worker/feed";
import { must } from "../../../src/must.ts";

const SITE = "https://www.example.com";

/** Visible text of some HTML: inline tags vanish, other tags become spaces, entities characters, whitespace one space. */
function textOf(html: string): string {
  return html
    .replace(/<(style|title|script)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<div class="nl-preheader"[\s\S]*?<\/div>/, " ")
    .replace(/<\/?(?:a|b|em|i|strong|span|code|mark|s|small|sub|sup|u)\b[^>]*>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** What a reader reads, unit by unit, from the parsed draft alone (the block rules of blocks.ts). */
function readingUnits(content: NewsletterContent): string[] {
  const lines = (text: string) => plain(text).split("\n").map(squash).filter(Boolean);
  const units = [...lines(content.hook), ...paragraphsOf(content.intro).flatMap(lines)];
  for (const section of content.sections) {
    units.push(...lines(section.title));
    for (const raw of section.content) {
      const block = classifyBlock(raw);
      if (block.kind === "text") units.push(...lines(block.text));
      else if (block.kind === "proTip") units.push(PRO_TIP_LABEL, block.body);
      else if (block.kind === "list")
        for (const item of block.items) units.push(...lines(item.marker === "percent" ? `${item.value} ${item.text}` : item.text));
      else if (block.kind === "video") continue;
      else {
        if (block.prefix !== "HEADER_STACK") units.push(CALLOUT_LABELS[block.prefix]);
        units.push(...lines(block.body));
      }
    }
  }
  units.push(...lines(content.footer.cta.text), squash(content.footer.cta.buttonText));
  return units;
}

/** Every unit appears, in reading order. */
function expectInOrder(text: string, units: string[], output: string) {
  let from = 0;
  for (const unit of units) {
    const at = text.indexOf(unit, from);
    expect(at, `${output} should contain, in order: ${unit}`).toBeGreaterThanOrEqual(0);
    from = at + unit.length;
  }
}

async function feedEntries() {
  const response = await feedRoutes.request(FEED_PATH, {}, { SITE_URL: SITE });
  return parseAtomFeed(await response.text()).entries ?? [];
}

describe.each(issues)("the email, the web page and the feed entry of $slug", (issue) => {
  const content = issueContent(issue, siteFooter(SITE));
  const units = readingUnits(content);

  it("say the same words, in the same order, from one parsed draft", async () => {
    const email = stripMergeTags(textOf(renderNewsletter(content, issue.style, { webUrl: issueUrl(issue.slug, SITE) })));
    const web = textOf(await renderHtml(<IssueBody content={content} />));
    const entry = (await feedEntries()).find((candidate) => candidate.id === issueUrl(issue.slug, SITE));
    const feed = textOf(entry?.content?.value ?? "");
    expect(units.length).toBeGreaterThan(20);
    expectInOrder(email, units, "the email");
    expectInOrder(web, units, "the web page");
    expectInOrder(feed, units, "the feed entry");
  });

  it("keeps Kit's tags in the email only", async () => {
    const email = renderNewsletter(content, issue.style, { webUrl: issueUrl(issue.slug, SITE) });
    expect(email).toContain("{{ unsubscribe_url }}");
    expect(email).toContain("{{ address }}");
    if (issue.draft.includes("{{ subscriber.first_name")) expect(email).toContain("{{ subscriber.first_name");
    const web = await renderHtml(<IssueBody content={content} />);
    expect(web).not.toMatch(/\{\{|\{%/);
    const entry = (await feedEntries()).find((candidate) => candidate.id === issueUrl(issue.slug, SITE));
    expect(entry?.content?.value).not.toMatch(/\{\{|\{%/);
  });
});

describe("a block rule changed once shows everywhere", () => {
  it("a callout's label comes from one table for the email, the page and the feed", async () => {
    const content: NewsletterContent = {
      ...issueContent(must(issues[0]), siteFooter(SITE)),
      sections: [{ title: "S", level: 1, content: ["TIP_BOX: Try it."] }],
    };
    const label = CALLOUT_LABELS.TIP_BOX;
    expect(textOf(renderNewsletter(content, "minimal"))).toContain(`${label} Try it.`);
    expect(textOf(await renderHtml(<IssueBody content={content} />))).toContain(`${label} Try it.`);
  });
});
