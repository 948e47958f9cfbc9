/** The plain-text part of the email (multipart/alternative), derived from the HTML. */
import { convert, type HtmlToTextOptions } from "html-to-text";
import { renderNewsletter } from "./render.ts";
import type { NewsletterContent, RenderOptions } from "../newsletter-contract/types.ts";

const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: 72,
  selectors: [
    // The preheader is inbox preview only; in plain text it would repeat the hook.
    { selector: "div.nl-preheader", format: "skip" },
    { selector: "title", format: "skip" },
    { selector: "img", format: "skip" },
    // Rules and accent bars are drawn with a non-breaking space.
    { selector: "table.nl-bar", format: "skip" },
    { selector: "a.nl-signup", format: "anchor", options: { ignoreHref: true } },
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: true } },
    { selector: "h3", options: { uppercase: false } },
    // Marker and text cells side by side: "78%  of regular viewers", "1.  Write two..."
    { selector: "table.nl-list", format: "dataTable", options: { colSpacing: 2, maxColumnWidth: 64 } },
  ],
};

/** Plain text of the email in a style ("minimal" by default), or "" for an unknown style. */
export function renderNewsletterText(content: NewsletterContent, styleKey = "minimal", options: RenderOptions = {}): string {
  const html = renderNewsletter(content, styleKey, options);
  return html === "" ? "" : `${convert(html, TEXT_OPTIONS).trim()}\n`;
}
