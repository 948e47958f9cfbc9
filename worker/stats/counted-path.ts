import { pageRoutes } from "../../src/routes";
import { ARCHIVE_PATH } from "../../src/newsletter";
import { REFERRAL_CODE_SHAPE, REFERRAL_SHARE_PREFIX } from "../../src/referrals";
import { VIDEO_SLUG_PATTERN, VIDEOS_PATH } from "../../src/videos";

/** The site's public pages: the route table, without the owner's internal tools. */
const PUBLIC_PATHS = new Set(pageRoutes.filter((route) => !route.internal).map((route) => route.path));
/**
 * Published issues (`/newsletter/issues/<slug>`): the slug as issues are named (lowercase words
 * joined by hyphens, src/newsletter/issue.ts), at most 80 characters. Issues published after the
 * build live in D1, so they are accepted as one family by their shape, not looked up: a lookup
 * would cost a D1 read per beacon. A script can invent slugs of this shape; the per-address caps
 * (worker/api/view-guard.ts) bound how many it adds.
 */
const ISSUE_PATH = new RegExp(`^${ARCHIVE_PATH}/[a-z0-9]+(?:-[a-z0-9]+)*$`);
const MAX_ISSUE_PATH = ARCHIVE_PATH.length + 1 + 80;

/** The path a beacon's view counts for, if it is one of the site's pages; else undefined (refused). */
export function countedPath(path: string): string | undefined {
  if (PUBLIC_PATHS.has(path)) return path;
  // Every referrer's share page counts in one row: a row per code would grow with the readers, and
  // the progress pages (a signed address) are never counted.
  if (path.startsWith(REFERRAL_SHARE_PREFIX) && REFERRAL_CODE_SHAPE.test(path.slice(REFERRAL_SHARE_PREFIX.length))) return REFERRAL_SHARE_PREFIX;
  // The channel's videos (worker/videos): like issues, by their shape, never looked up.
  if (
    path === VIDEOS_PATH ||
    (path.startsWith(`${VIDEOS_PATH}/`) && path.length <= VIDEOS_PATH.length + 81 && VIDEO_SLUG_PATTERN.test(path.slice(VIDEOS_PATH.length + 1)))
  )
    return path;
  return path.length <= MAX_ISSUE_PATH && ISSUE_PATH.test(path) ? path : undefined;
}
