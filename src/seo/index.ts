/**
 * The face of src/seo/, the issue's share card. The worker enters the module here
 * (test/unit/module-boundaries.test.ts); the site's own files import the inner file they need, so a
 * browser bundle carries no more than that.
 */
export { issueImageSvg } from "./issue-share-card.ts";
