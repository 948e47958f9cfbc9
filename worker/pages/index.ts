/** Pages: React rendering (streamed, complete before it is sent), the page cache, the error pages and the start-up warm-up. */
export { renderRequestPage, serveApplicationError, serveNotFound, servePage } from "./page-handler";
export { pageCacheKey, pageEtag, readCachedPage, storeCachedPage } from "./page-cache";
export { renderHtml } from "./render-html";
export { warmUpPages } from "./warm-up";
