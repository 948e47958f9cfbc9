/** Pages: React rendering (streamed, complete before it is sent), the page cache, the error pages and the start-up warm-up. */
export { htmlResponse, renderRequestPage, serveApplicationError, serveNotFound } from "./page-handler";
export { servePage, type ServedContent } from "./route-page";
export { PageVariants } from "./variant-entrypoint";
export { edgeHeaders, edgeCacheControl, EDGE_SECONDS } from "./edge-cache";
export { edgePurgeOf, purgeEdgeEverything, requestEdgePurge, purgeEdgeTags, type EdgePurge, type PurgeOutcome } from "./edge-purge";
export { forgetCachedPages, pageCacheKey, pageEtag, readCachedPage, storeCachedPage } from "./page-cache";
export { bumpCacheGeneration } from "./cache-generation";
export { renderHtml } from "./render-html";
export { provide, type PageLoad, type Provided } from "./render-route";
export { warmUpPages } from "./warm-up";
