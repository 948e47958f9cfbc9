/**
 * The parts of the newsletter generator the previewer loads up front. Imported from the
 * generator's own modules rather than its index, because the index also re-exports the
 * plain-text renderer, whose HTML parser (html-to-text) would otherwise land in the page's
 * initial JavaScript; the previewer loads that one on demand (see `loadTextRenderer`).
 */
export { renderNewsletter } from "../newsletter/render";
export { parseDraft, formatDraft } from "../newsletter/draft";
export { createSampleNewsletter } from "../newsletter/sample";
export { STYLE_LIST, isStyleKey, type StyleSummary } from "../newsletter/styles/index";
export { issueUrl } from "../newsletter/paths";
export { safeHref } from "../newsletter/inline-html";
export type { NewsletterContent, StyleKey } from "../newsletter/types";

export const loadTextRenderer = () => import("../newsletter/text");
