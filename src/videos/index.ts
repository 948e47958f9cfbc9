/**
 * The face of src/videos/, the videos: their shapes, paths, limits and the feed's stored codes. The
 * worker enters the module here (test/unit/module-boundaries.test.ts); the site's own files import the
 * inner file they need, so a browser bundle carries no more than that.
 */
export {
  type FeedVideo,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailPath,
  type Video,
  VIDEO_ID_PATTERN,
  VIDEO_KIT_FIELD,
  VIDEO_LINES_PATH,
  VIDEO_SLUG_PATTERN,
  type VideoLinesAnswer,
  videoLinesOf,
  videoPath,
  VIDEOS_PATH,
  VIDEOS_PER_PAGE,
} from "./contract.ts";
export { type FeedProblem, feedProblemOf, storedFeedProblem } from "./feed-problem.ts";
