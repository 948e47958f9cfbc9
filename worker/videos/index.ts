/** The channel's videos (docs/videos.md): the feed's cron, the pages, thumbnails and lookups for the other modules. */
export { readChannelFeed, readFeedIfOn, FEED_MAX_BYTES, FEED_TIMEOUT_MS, type FeedReadOutcome } from "./read-feed";
export { thumbnailCacheKey, thumbnailType, THUMBNAIL_MAX_BYTES, videoCacheTag } from "./thumbnails";
export { parseChannelFeed, NotAFeed, DESCRIPTION_MAX } from "./feed";
export { everyVideo, hiddenVideoCount, issueVideos, setVideoHidden } from "./hiding";
export {
  findVideo,
  newestVideo,
  readFeedState,
  videoById,
  videoIdsBySlug,
  videoList,
  videosByIds,
  videoSitemapRows,
  type FeedState,
  type KnownVideo,
} from "./repository";
export { videoPages, VIDEOS_CACHE_TAG } from "./pages";
export { ensureVideoKitField, videoOfSignupPage } from "./kit-field";
export { videoOfStatsPage } from "./stats-pages";
