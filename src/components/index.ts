/**
 * The face of src/components/, the React components the worker renders itself: an issue's body, the
 * site's layout, the previewer's note. The worker enters the module here
 * (test/unit/module-boundaries.test.ts); the site's own files import the inner file they need, so a
 * browser bundle carries no more than that.
 */
export { IssueBody } from "./issue/IssueBody.tsx";
export { previewNoteHtml } from "./issue/preview-note.ts";
export { Layout } from "./shell/Layout.tsx";
