/**
 * The face of src/internal/, the owner's pages: their paths, the desk's rules and the words for a
 * moment. The worker enters the module here (test/unit/module-boundaries.test.ts); the site's own
 * files import the inner file they need, so a browser bundle carries no more than that.
 */
export {
  aboveNormal,
  DESK_PATH,
  DESK_PURGE_PATH,
  type DeskData,
  type DeskNewsletter,
  type DeskPart,
  type DeskVideos,
  KIT_DRAFT_LATE_MINUTES,
  mondayOf,
  SIGNUPS_DISMISS_PATH,
  SIGNUPS_PAGE_PATH,
  SIGNUPS_REPLAY_PATH,
  UNANSWERED_DAYS,
  VIDEOS_OWNER_PATH,
  type WeekNumbers,
} from "./desk.ts";
export { isOwnerPath, OWNER_PREFIX } from "./owner-paths.ts";
export { dayInWords, isTimeZone, whenInWords } from "./when.ts";
