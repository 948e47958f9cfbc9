/**
 * The face of src/search/, the archive's search: the query's rules and the text it reads. The worker
 * enters the module here (test/unit/module-boundaries.test.ts); the site's own files import the inner
 * file they need, so a browser bundle carries no more than that.
 */
export { type FoundIssue, indexableText, MARK_END, MARK_START, matchExpression, normalisedSearch, readSearch, SEARCH_PARAM, searchWords } from "./query.ts";
