/**
 * The face of src/newsletter/: the email generator (content in, email-client-safe HTML and plain
 * text out), the archive of sent issues, their web and feed forms and their links. The worker and
 * the tests enter the module here (test/unit/module-boundaries.test.ts); the site's own files
 * import the inner file they need, so a browser bundle carries no more than that.
 */
export type { CtaContent, FooterContent, NewsletterContent, RenderOptions, Section, SectionLevel, StyleKey } from "../newsletter-contract/types.ts";
export { STYLE_KEYS } from "../newsletter-contract/types.ts";
export { renderNewsletter, renderNewsletterLinks, DEFAULT_NEWSLETTER_NAME } from "./render.ts";
export { renderNewsletterText } from "./text.ts";
export { STYLE_LIST, STYLES, getStyle, isStyleKey, type StyleSummary } from "./styles/index.ts";
export type { StyleDefinition, Theme } from "./styles/theme.ts";
export { BRAND_ACCENT, BRAND_ACCENT_TEXT, BRAND_ACCENT_ON_DARK } from "./styles/theme.ts";
export { classifyBlock, CALLOUT_PREFIXES, PRO_TIP, PRO_TIP_TEXT, type Block, type CalloutPrefix, type ListItem } from "./blocks.ts";
export { sanitizeInlineHtml, escapeHtml, safeHref } from "./inline-html.ts";
export { contrastRatio } from "./color.ts";
export { parseDraft, formatDraft, type ParseDraftOptions } from "./draft.ts";
export { sampleNewsletter, createSampleNewsletter, SAMPLE_SITE_ORIGIN } from "./sample.ts";
export { UNSUBSCRIBE_MERGE_TAG, ADDRESS_MERGE_TAG, VIEW_IN_BROWSER_TEXT } from "./layout.ts";
export { ARCHIVE_PATH, FEED_PATH, FEED_TITLE, issuePath, issueUrl } from "./paths.ts";
export { parseIssueFile, issueContent, DATE, NOT_IN_XML, type IssueFile, type IssueMeta } from "./issue.ts";
export { byNewest, issues } from "./archive.ts";
export { siteFooter } from "./footer.ts";
export { issueLinkRows, jsonRow, type IssueLinkView, type KitLink } from "./issue-links.ts";
export type { IssueLink } from "./link-tags.ts";
export { stripMergeTags } from "./merge-tags.ts";
export { STARTER_DRAFT } from "./starter.ts";
export { plain, plainHook } from "./web.ts";
export { DARK_COLORS } from "./email-document.ts";
