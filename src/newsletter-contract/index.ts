/**
 * The face of src/newsletter-contract/, the newsletter's content shapes. The worker enters the module
 * here (test/unit/module-boundaries.test.ts); the site's own files import the inner file they need, so
 * a browser bundle carries no more than that.
 */
export { type IssueVideos, type NewsletterContent, type RenderOptions, STYLE_KEYS, type StyleKey } from "./types.ts";
