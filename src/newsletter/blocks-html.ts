/** Markup for one classified block, inside the content column. */
import { CALLOUT_LABELS, classifyBlock, PRO_TIP_LABEL, type Block, type CalloutPrefix, type ListItem } from "./blocks.ts";
import { headingCss, labelCss, textCss, type RenderContext } from "./context.ts";
import { css, table } from "./html.ts";
import { escapeHtml, sanitizeInlineHtml } from "./inline-html.ts";
import { BRAND_ACCENT, BRAND_ACCENT_ON_DARK, type Theme } from "./styles/theme.ts";
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath, VIDEOS_PATH, watchUrl } from "../videos/contract.ts";

import { videoPage } from "../content/videos.ts";

const VIDEO_FALLBACK_TITLE = videoPage.fallbackTitle;

/**
 * A VIDEO: block in the email: the site's copy of the thumbnail (an absolute address: emails have
 * no base), linked to the video's page on the site (`/videos/<id>` leads to its slug), then its
 * title as a link. Without a site, for an address that is not a video's, or for a video he hid from
 * the site (its page answers 410), a plain link to where it plays.
 */
function video(url: string, id: string | undefined, ctx: RenderContext): string {
  if (!id || !ctx.site || ctx.site.hiddenVideos.has(id)) return paragraph(`<a href="${escapeHtml(id ? watchUrl(id) : url)}">${VIDEO_FALLBACK_TITLE}</a>`, ctx);
  const page = `${ctx.site.url}${VIDEOS_PATH}/${id}`;
  const title = escapeHtml(ctx.site.videoTitles[id] ?? VIDEO_FALLBACK_TITLE);
  const image = `<img src="${ctx.site.url}${thumbnailPath(id)}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" alt="&#9654; ${title}" style="${css({ display: "block", width: "100%", maxWidth: `${THUMBNAIL_WIDTH}px`, height: "auto", border: "0", borderRadius: ctx.theme.radius.callout })}">`;
  return `<a href="${page}" style="display:block;text-decoration:none">${image}</a><p class="nl-text" style="${ctx.css.paragraph};margin-top:8px;font-weight:700"><a class="nl-link" href="${page}" style="${ctx.css.link}">&#9654; ${title}</a></p>`;
}

/** Owner text as safe inline HTML, line breaks kept. */
export function inline(text: string, ctx: RenderContext, linkStyle = ctx.css.link): string {
  return sanitizeInlineHtml(text, { linkStyle, linkClass: "nl-link" }).replace(/\n/g, "<br>");
}

export function paragraph(text: string, ctx: RenderContext): string {
  return `<p class="nl-text" style="${ctx.css.paragraph}">${inline(text, ctx)}</p>`;
}

function markerWidth(items: ListItem[]): number {
  if (items.some((item) => item.marker === "percent")) return 64;
  if (items.some((item) => item.marker === "number")) return 28;
  return 20;
}

function list(items: ListItem[], ctx: RenderContext): string {
  const { theme } = ctx;
  const width = markerWidth(items);
  const rows = items.map((item, index) => {
    const padding = index === items.length - 1 ? 0 : "0 0 10px";
    const textCellCss = textCss(theme, { margin: undefined, padding });
    const colspan = item.marker === "none" ? ' colspan="2"' : "";
    const textCell = `<td${colspan} valign="top" class="nl-text" style="${textCellCss}">${inline(item.text, ctx)}</td>`;
    if (item.marker === "none") return `<tr>${textCell}</tr>`;
    const marker = item.marker === "bullet" ? "&#8226;" : item.marker === "number" ? item.label : item.value;
    const markerCss = textCss(theme, { margin: undefined, width, padding, fontWeight: 700, color: theme.colors.accentText });
    return `<tr><td width="${width}" valign="top" class="nl-accent" style="${markerCss}">${marker}</td>${textCell}</tr>`;
  });
  return table(rows.join(""), { width: "100%", className: "nl-list" });
}

interface BoxOptions {
  /** Light text on the theme's darkest colour, for the one box that should stand out. */
  dark?: boolean;
}

function frameBorder(theme: Theme): Record<string, string> {
  switch (theme.callout) {
    case "tint":
      return {};
    case "leftBar":
      return { borderLeft: `4px solid ${BRAND_ACCENT}` };
    case "topBar":
      return { borderTop: `3px solid ${BRAND_ACCENT}` };
    case "box":
      return { border: `2px solid ${theme.colors.heading}` };
    case "hairline":
      return { border: `1px solid ${theme.colors.rule}` };
  }
}

/** A callout frame: one padded cell drawn as the theme says. */
function box(inner: string, ctx: RenderContext, options: BoxOptions = {}): string {
  const { theme } = ctx;
  const onCard = theme.callout === "box" || theme.callout === "hairline";
  const background = options.dark ? theme.colors.heading : onCard ? theme.colors.card : theme.colors.callout;
  const className = options.dark ? "nl-dark" : onCard ? "nl-card" : "nl-callout";
  const border = options.dark ? {} : frameBorder(theme);
  const style = css({ padding: "20px 24px", backgroundColor: background, borderRadius: theme.radius.callout, ...border });
  return table(`<tr><td class="${className}" bgcolor="${background}" style="${style}">${inner}</td></tr>`, { width: "100%" });
}

function label(text: string, ctx: RenderContext, onDark = false): string {
  if (onDark) return `<p style="${labelCss(ctx.theme, BRAND_ACCENT_ON_DARK)}">${text}</p>`;
  return `<p class="nl-accent" style="${ctx.css.label}">${text}</p>`;
}

function bodyParagraphs(body: string, ctx: RenderContext, style: string, className: string, linkStyle?: string): string {
  return body
    .split(/\n{2,}/)
    .map(
      (part, index) =>
        `<p${className ? ` class="${className}"` : ""} style="${style}${index > 0 ? ";margin-top:12px" : ""}">${inline(part, ctx, linkStyle)}</p>`,
    )
    .join("");
}

function headerStack(body: string, ctx: RenderContext): string {
  const { theme } = ctx;
  const [first = "", ...rest] = body.split("\n").filter((line) => line.trim() !== "");
  const leadCss = headingCss(theme, { ...theme.headings.level1, size: 24, align: "left" });
  const lead = `<p class="nl-heading" style="${leadCss}">${inline(first, ctx)}</p>`;
  const lineCss = textCss(theme, { marginTop: 6, fontWeight: 600, color: theme.colors.muted });
  const lines = rest.map((line) => `<p class="nl-muted" style="${lineCss}">${inline(line, ctx)}</p>`).join("");
  return box(`${lead}${lines}`, ctx);
}

function callout(prefix: Exclude<CalloutPrefix, "HEADER_STACK">, body: string, ctx: RenderContext): string {
  if (prefix === "BONUS_BOX") {
    const onDark = textCss(ctx.theme, { color: "#ffffff" });
    const linkStyle = css({ color: BRAND_ACCENT_ON_DARK, textDecoration: "underline" });
    return box(`${label(CALLOUT_LABELS[prefix], ctx, true)}${bodyParagraphs(body, ctx, onDark, "", linkStyle)}`, ctx, { dark: true });
  }
  const isPrompt = prefix === "PROMPT_BOX";
  const style = isPrompt ? ctx.css.mono : ctx.css.paragraph;
  return box(`${label(CALLOUT_LABELS[prefix], ctx)}${bodyParagraphs(body, ctx, style, isPrompt ? "nl-text nl-mono" : "nl-text")}`, ctx);
}

export function renderBlock(raw: string, ctx: RenderContext): string {
  return blockHtml(classifyBlock(raw), ctx);
}

export function blockHtml(block: Block, ctx: RenderContext): string {
  switch (block.kind) {
    case "callout":
      return block.prefix === "HEADER_STACK" ? headerStack(block.body, ctx) : callout(block.prefix, block.body, ctx);
    case "proTip":
      return box(`${label(PRO_TIP_LABEL, ctx)}<p class="nl-text" style="${ctx.css.paragraph};font-weight:700">${inline(block.body, ctx)}</p>`, ctx);
    case "list":
      return list(block.items, ctx);
    case "text":
      return paragraph(block.text, ctx);
    case "video":
      return video(block.url, block.id, ctx);
  }
}
