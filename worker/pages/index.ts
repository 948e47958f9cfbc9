/** Pages: React rendering (streamed, complete before it is sent), the page cache, the error pages and the start-up warm-up. */
export { htmlResponse, renderRequestPage, serveApplicationError, serveNotFound } from "./page-handler";
export { servePage } from "./route-page";
export { PageVariants } from "./variant-entrypoint";
export { edgeHeaders } from "./edge-cache";
export { pageCacheKey, pageEtag, readCachedPage, storeCachedPage } from "./page-cache";
export { renderHtml } from "./render-html";
export { warmUpPages } from "./warm-up";
