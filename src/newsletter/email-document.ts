/** The HTML document around the content column: head, stylesheets, preheader, Outlook wrapper. */
import type { RenderContext } from "./context.ts";
import { css, table } from "./html.ts";
import { inlineHtmlToEscapedText } from "./inline-html.ts";
import { BRAND_ACCENT_ON_DARK, type Theme } from "./styles/theme.ts";

/** Colours for clients that honour prefers-color-scheme (Apple Mail, Outlook for Mac, iOS). */
export const DARK_COLORS = {
  page: "#0f0f0f",
  card: "#1a1a1a",
  callout: "#262626",
  dark: "#000000",
  text: "#e6e6e6",
  heading: "#ffffff",
  muted: "#b3b3b3",
  accentText: BRAND_ACCENT_ON_DARK,
} as const;

/** Progressive extras only: the email reads and lays out correctly where <style> is stripped. */
function mobileCss(width: number): string {
  return (
    `@media only screen and (max-width:${width + 20}px){` +
    ".nl-outer{padding:0 !important}" +
    ".nl-gutter{padding-left:20px !important;padding-right:20px !important}" +
    ".nl-title-large{font-size:32px !important;line-height:38px !important}" +
    ".nl-button{width:100% !important}" +
    ".nl-button-link{display:block !important}}"
  );
}

/** Its own block: a client that rejects a rule here (Gmail drops whole blocks) keeps the mobile rules. */
const DARK_CSS =
  ":root{color-scheme:light dark;supported-color-schemes:light dark}" +
  "[x-apple-data-detectors]{color:inherit !important;text-decoration:none !important}" +
  "@media (prefers-color-scheme:dark){" +
  `.nl-page{background-color:${DARK_COLORS.page} !important}` +
  `.nl-card{background-color:${DARK_COLORS.card} !important}` +
  `.nl-callout{background-color:${DARK_COLORS.callout} !important}` +
  `.nl-dark{background-color:${DARK_COLORS.dark} !important}` +
  `.nl-text,.nl-text .nl-link{color:${DARK_COLORS.text} !important}` +
  `.nl-heading{color:${DARK_COLORS.heading} !important}` +
  `.nl-muted,.nl-muted .nl-link{color:${DARK_COLORS.muted} !important}` +
  `.nl-accent{color:${DARK_COLORS.accentText} !important}}`;

function outlookCss({ fonts }: Theme): string {
  return (
    `body,table,td,p,a{font-family:${fonts.outlook} !important}` +
    `h1,h2,h3{font-family:${fonts.outlookHeading} !important}` +
    ".nl-mono{font-family:Consolas,'Courier New',monospace !important}"
  );
}

function head(ctx: RenderContext, width: number): string {
  return (
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="x-apple-disable-message-reformatting">' +
    '<meta name="format-detection" content="telephone=no,date=no,address=no,email=no,url=no">' +
    '<meta name="color-scheme" content="light dark">' +
    '<meta name="supported-color-schemes" content="light dark">' +
    `<title>${ctx.name}</title>` +
    "<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch>" +
    `</o:OfficeDocumentSettings></xml></noscript><style>${outlookCss(ctx.theme)}</style><![endif]-->` +
    `<style>${mobileCss(width)}</style>` +
    `<style>${DARK_CSS}</style>`
  );
}

/**
 * Inbox preview text; the filler keeps clients from appending the first lines of the body. Hidden
 * by taking it out of the layout (display:none, with max-height, overflow and mso-hide for the
 * clients that ignore it), never by colouring it: spam filters score transparent or
 * background-coloured text as hidden low-contrast text.
 */
export function renderPreheader(hook: string): string {
  const style = css({
    display: "none",
    fontSize: 1,
    lineHeight: "1px",
    maxHeight: 0,
    maxWidth: 0,
    opacity: 0,
    overflow: "hidden",
    msoHide: "all",
  });
  return `<div class="nl-preheader" style="${style}">${inlineHtmlToEscapedText(hook)}${"&#8199;&#847;".repeat(90)}</div>`;
}

export interface DocumentParts {
  ctx: RenderContext;
  width: number;
  preheader: string;
  /** Table rows of the content column. */
  column: string;
  /** Table rows under the column. */
  footer: string;
  /** Markup above the column (the "View in browser" line), or "". */
  above?: string;
}

export function renderDocument({ ctx, width, preheader, column, footer, above = "" }: DocumentParts): string {
  const { colors } = ctx.theme;
  // max-width on the div and the tables: some iOS clients ignore it on tables, Outlook 2019 only honours it there.
  const columnCss = css({ width: "100%", maxWidth: width, margin: "0 auto" });
  const card = table(column, {
    width: "100%",
    align: "center",
    bgcolor: colors.card,
    className: "nl-card",
    style: `${columnCss};background-color:${colors.card}`,
  });
  const below = table(footer, { width: "100%", align: "center", style: columnCss });
  // Outlook for Windows ignores max-width: a fixed-width table only it can see holds the column.
  const msoOpen =
    `<!--[if mso]><table role="presentation" align="center" width="${width}" cellpadding="0" cellspacing="0" border="0" ` +
    `style="width:${width}px"><tr><td><![endif]-->`;
  const msoClose = "<!--[if mso]></td></tr></table><![endif]-->";
  const container = `${msoOpen}<div style="${css({ maxWidth: width, margin: "0 auto" })}">${above}${card}${below}</div>${msoClose}`;
  const outer = table(`<tr><td align="center" class="nl-outer" style="padding:32px 12px">${container}</td></tr>`, {
    width: "100%",
    bgcolor: colors.page,
    className: "nl-page",
    style: css({ width: "100%", backgroundColor: colors.page }),
  });
  const bodyCss = css({ margin: 0, padding: 0, width: "100%", backgroundColor: colors.page, WebkitTextSizeAdjust: "100%", MsTextSizeAdjust: "100%" });
  // Some clients drop <html> and <body>: the wrapper div repeats language, direction and background.
  const article = `<div role="article" aria-roledescription="email" aria-label="${ctx.name}" lang="en" dir="ltr" class="nl-page" style="background-color:${colors.page}">`;
  return (
    '<!doctype html><html lang="en" dir="ltr" xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office">' +
    `<head>${head(ctx, width)}</head>` +
    `<body class="nl-page" style="${bodyCss}">${article}${renderPreheader(preheader)}${outer}</div></body></html>`
  );
}
