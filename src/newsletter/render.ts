import { blockHtml, renderBlock } from "./blocks-html.ts";
import { introBlocks } from "./blocks.ts";
import { createContext, type RenderContext } from "./context.ts";
import { sectionHeading } from "./headings.ts";
import { escapeHtml, sanitizeInlineHtml } from "./inline-html.ts";
import { renderDocument } from "./email-document.ts";
import { renderCta, renderFooter, renderViewInBrowser, row } from "./layout.ts";
import { getStyle } from "./styles/index.ts";
import type { NewsletterContent, RenderOptions, Section } from "../newsletter-contract/types.ts";
import { owner } from "../content/owner.ts";
import { tagLinksInHtml, type IssueLink } from "./link-tags.ts";

export const DEFAULT_NEWSLETTER_NAME = owner.newsletterName;

/** The origin of an https address, or undefined. */
function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function sectionRows(section: Section, number: number, ctx: RenderContext): string {
  const [top, bottom] = section.level === 1 ? [20, 16] : [4, 12];
  const heading = row(sectionHeading(section, number, ctx), ctx, top, bottom);
  const blocks = section.content.filter((block) => block.trim() !== "").map((block) => row(renderBlock(block, ctx), ctx));
  return heading + blocks.join("");
}

/** The email as a full HTML document, or "" for an unknown style key. */
export function renderNewsletter(content: NewsletterContent, styleKey: string, options: RenderOptions = {}): string {
  return renderNewsletterLinks(content, styleKey, options).html;
}

/**
 * The email and its links in order. With `campaign` (the issue's slug) and the site known, every
 * link to the site carries the issue's tags (link-tags.ts), added here, on the finished document.
 */
export function renderNewsletterLinks(content: NewsletterContent, styleKey: string, options: RenderOptions = {}): { html: string; links: IssueLink[] } {
  const html = renderUntagged(content, styleKey, options);
  const siteUrl = options.siteUrl ?? originOf(content.footer.signupLink);
  if (!html || !options.campaign || !siteUrl) return { html, links: [] };
  return tagLinksInHtml(html, { siteUrl, newsletterName: options.newsletterName ?? DEFAULT_NEWSLETTER_NAME, medium: "email", campaign: options.campaign });
}

function renderUntagged(content: NewsletterContent, styleKey: string, options: RenderOptions): string {
  const style = getStyle(styleKey);
  if (!style) return "";
  const ctx = createContext(style.theme, escapeHtml(options.newsletterName ?? DEFAULT_NEWSLETTER_NAME));
  const siteUrl = options.siteUrl ?? originOf(content.footer.signupLink);
  if (siteUrl) ctx.site = { url: siteUrl, videoTitles: options.videoTitles ?? {}, hiddenVideos: new Set(options.hiddenVideos ?? []) };
  const hook = sanitizeInlineHtml(content.hook, { linkStyle: ctx.css.link });

  let level1Count = 0;
  const rows =
    style.masthead({ theme: style.theme, name: ctx.name, hook }) +
    introBlocks(content.intro)
      .map((block) => row(blockHtml(block, ctx), ctx))
      .join("") +
    content.sections.map((section) => sectionRows(section, section.level === 1 ? ++level1Count : level1Count, ctx)).join("") +
    renderCta(content.footer.cta, ctx);

  return renderDocument({
    ctx,
    width: style.width,
    preheader: content.hook,
    column: style.frame ? style.frame(rows, style.theme) : rows,
    footer: renderFooter(content.footer, ctx),
    above: renderViewInBrowser(options.webUrl, ctx),
  });
}
