/** Rows every design shares: padded content rows, the call-to-action button and the footer. */
import { inline } from "./blocks-html.ts";
import type { RenderContext } from "./context.ts";
import { attributes, bar, css, table } from "./html.ts";
import { escapeHtml, safeHref } from "./inline-html.ts";
import type { Theme } from "./styles/theme.ts";
import type { CtaContent, FooterContent } from "../newsletter-contract/types.ts";

/** Kit fills these in when it sends the email. */
export const UNSUBSCRIBE_MERGE_TAG = "{{ unsubscribe_url }}";
export const ADDRESS_MERGE_TAG = "{{ address }}";

/** A content row, padded by the design's gutter. */
export function row(content: string, ctx: RenderContext, top = 0, bottom = 20): string {
  return `<tr><td class="nl-gutter" style="padding:${top}px ${ctx.theme.gutter}px ${bottom}px">${content}</td></tr>`;
}

/**
 * Bulletproof button: the cell carries the colour, and its mso-padding-alt gives Outlook (which
 * ignores padding on links) the button's size; elsewhere the padded link makes all of it clickable.
 */
export function renderButton(text: string, href: string, ctx: RenderContext, align: "left" | "center"): string {
  const { colors, radius, fonts } = ctx.theme;
  const cellCss = css({ backgroundColor: colors.button, borderRadius: radius.button, msoPaddingAlt: "14px 28px" });
  const linkCss = css({
    display: "inline-block",
    padding: "14px 28px",
    fontFamily: fonts.body,
    fontSize: 16,
    lineHeight: "20px",
    msoLineHeightRule: "exactly",
    fontWeight: 700,
    color: colors.buttonText,
    textDecoration: "none",
    borderRadius: radius.button,
  });
  const link = `<a href="${escapeHtml(href)}" class="nl-button-link" style="${linkCss}">${escapeHtml(text)}</a>`;
  const cell = `<td align="center" bgcolor="${colors.button}" style="${cellCss}">${link}</td>`;
  // align="left" on a table floats it in some clients; the cell's alignment is enough there.
  return table(`<tr>${cell}</tr>`, { align: align === "center" ? "center" : undefined, className: "nl-button" });
}

export function renderCta(cta: CtaContent, ctx: RenderContext): string {
  const { gutter, headings, colors } = ctx.theme;
  const align = headings.level1.align ?? "left";
  const href = safeHref(cta.url);
  const text = `<p class="nl-text" style="${ctx.css.paragraph};text-align:${align}">${inline(cta.text, ctx)}</p>`;
  const button = href
    ? `<tr><td class="nl-gutter" align="${align}" style="padding:0 ${gutter}px 40px">${renderButton(cta.buttonText, href, ctx, align)}</td></tr>`
    : "";
  return row(bar(colors.rule, 1), ctx, 12, 28) + row(text, ctx, 0, href ? 20 : 40) + button;
}

/** "example.com/newsletter": the address readers see for the signup link. */
function displayUrl(href: string): string {
  const url = new URL(href);
  return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

export function renderFooter(footer: FooterContent, ctx: RenderContext): string {
  const { colors, fonts, gutter } = ctx.theme;
  const textCss = css({
    margin: "0 0 10px",
    fontFamily: fonts.body,
    fontSize: 13,
    lineHeight: "20px",
    msoLineHeightRule: "exactly",
    textAlign: "center",
    color: colors.footerText,
  });
  const linkCss = css({ color: colors.footerText, textDecoration: "underline" });
  const signupHref = safeHref(footer.signupLink);
  const signup = signupHref
    ? ` <a href="${escapeHtml(signupHref)}" class="nl-link nl-signup" style="${linkCss}">${escapeHtml(displayUrl(signupHref))}</a>`
    : "";
  const unsubscribe = `<a${attributes({ href: UNSUBSCRIBE_MERGE_TAG, class: "nl-link", style: linkCss })}>${escapeHtml(footer.unsubscribeText)}</a>`;
  const paragraphs = [`${inline(footer.forwardText, ctx, linkCss)}${signup}`, unsubscribe, ADDRESS_MERGE_TAG]
    .map((content) => `<p class="nl-muted" style="${textCss}">${content}</p>`)
    .join("");
  // On the page background it follows the page into dark mode; a dark band stays as it is.
  const className = colors.footer === colors.page ? "nl-gutter nl-page" : "nl-gutter";
  const cellCss = css({ padding: `28px ${gutter}px 18px`, backgroundColor: colors.footer });
  return `<tr><td class="${className}" bgcolor="${colors.footer}" style="${cellCss}">${paragraphs}</td></tr>`;
}

export const VIEW_IN_BROWSER_TEXT = "View in browser";

/** The line sits on the page colour: the footer's text colour where the footer is that colour too. */
export function viewInBrowserColor(theme: Theme): string {
  return theme.colors.footer === theme.colors.page ? theme.colors.footerText : theme.colors.muted;
}

/** The small line above the email that opens the issue on the site; "" without a safe URL. */
export function renderViewInBrowser(webUrl: string | undefined, ctx: RenderContext): string {
  const href = webUrl ? safeHref(webUrl) : null;
  if (!href) return "";
  const color = viewInBrowserColor(ctx.theme);
  const textCss = css({
    margin: "0 0 12px",
    fontFamily: ctx.theme.fonts.body,
    fontSize: 12,
    lineHeight: "18px",
    msoLineHeightRule: "exactly",
    textAlign: "center",
    color,
  });
  const linkCss = css({ color, textDecoration: "underline" });
  return `<p class="nl-muted nl-view-online" style="${textCss}"><a href="${escapeHtml(href)}" class="nl-link" style="${linkCss}">${VIEW_IN_BROWSER_TEXT}</a></p>`;
}
