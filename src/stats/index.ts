/**
 * The face of src/stats/, the stats: their paths, report shapes and the experiments' verdict
 * thresholds. The worker enters the module here (test/unit/module-boundaries.test.ts); the site's own
 * files import the inner file they need, so a browser bundle carries no more than that.
 */
export {
  BOOKING_GOAL,
  type Counts,
  type ExperimentResult,
  KIT_WEBHOOK_PATH,
  STATS_JSON_PATH,
  STATS_MAX_RANGE_DAYS,
  STATS_PAGE_PATH,
  STATS_PAGE_RANGES,
  type StatsJson,
  type StatsReport,
  VIEW_PATH,
  type ViewBeacon,
  YOUTUBE_VIDEO_ID,
} from "./contract.ts";
export { MIN_CONVERSIONS, MIN_VISITORS_PER_VARIANT, WINNER_PROBABILITY } from "./verdict-thresholds.ts";
