import { Hono, type Context } from "hono";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { servePage } from "../pages";
import { STATS_JSON_PATH, STATS_PAGE_PATH } from "../../src/stats";
import { serveStatsJson, serveStatsPage } from "./stats";
import { ISSUES_PATH } from "../../src/publishing";
import {
  editIssue,
  exportIssueFile,
  issueListPage,
  publishIssue,
  republish,
  scheduleKitAgain,
  issueKitState,
  unpublish,
  uploadShareCard,
  issueTestEmail,
  recordedTestEmails,
} from "../publishing";
import { draftRoutes } from "./drafts";
import { DESK_PATH, DESK_PURGE_PATH, SIGNUPS_DISMISS_PATH, SIGNUPS_PAGE_PATH, SIGNUPS_REPLAY_PATH, VIDEOS_OWNER_PATH } from "../../src/internal";
import { deskPage } from "./desk";
import { purgeFromDesk } from "./purge";
import { dismissFromPage, replayFromPage, signupsPage } from "./signups";
import { changeVideo, ownerVideosPage, videoLines } from "./videos";
import { VIDEO_LINES_PATH } from "../../src/videos";
import { answerInquiry, inquiriesCsvFile, inquiriesPage, INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH } from "./inquiries";
import { ownerDoor, ownerMounts } from "./door";

export { sendWeeklyEmail } from "./weekly-email";
export { ownerMounts } from "./door";
export { markOwnerBeacons } from "./owner-beacons";

/**
 * The owner's door: one sub-app whose rules (./door.ts) are mounted once, before its routes, at
 * /internal/* and at each route flagged `internal` (`routes`, the previewers). A route added here,
 * or anywhere under /internal after it, has the sign-in, the CSRF check, no-store, the CSP and the
 * body limit without a line of its own.
 */
export function internalPages(routes: PageRoute[]) {
  const app = new Hono<AppEnv>();
  for (const path of ownerMounts(routes)) app.use(path, ...ownerDoor());
  // The stats and the inquiries read their data for each request; the other tools are the route's page alone.
  // The desk and the dead letters (docs/desk.md).
  app.get(DESK_PATH, deskPage);
  app.post(DESK_PURGE_PATH, purgeFromDesk);
  app.get(SIGNUPS_PAGE_PATH, signupsPage);
  app.post(SIGNUPS_REPLAY_PATH, replayFromPage);
  app.post(SIGNUPS_DISMISS_PATH, dismissFromPage);
  // The channel's videos: hide one from the site, or show it again (docs/videos.md#hiding-a-video).
  app.get(VIDEOS_OWNER_PATH, ownerVideosPage);
  app.get(VIDEO_LINES_PATH, videoLines);
  app.post(`${VIDEOS_OWNER_PATH}/:id/:action{hide|show}`, changeVideo);
  app.get(STATS_JSON_PATH, serveStatsJson);
  app.get(STATS_PAGE_PATH, serveStatsPage);
  for (const route of routes.filter((route) => route.path !== STATS_PAGE_PATH)) {
    const handler = route.path === INQUIRIES_PAGE_PATH ? inquiriesPage(route) : (c: Context<AppEnv>) => servePage(c, route);
    app.get(route.path, handler);
  }
  app.get(INQUIRIES_CSV_PATH, inquiriesCsvFile);
  app.post(INQUIRY_ANSWER_PATH, answerInquiry);
  // Publishing the newsletter (worker/publishing): the previewer posts JSON, a page without script a form.
  app.get(ISSUES_PATH, issueListPage);
  app.post(ISSUES_PATH, publishIssue);
  app.get(`${ISSUES_PATH}/:file{[a-z0-9-]+\\.txt}`, exportIssueFile);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/unpublish`, unpublish);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/republish`, republish);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/kit-again`, scheduleKitAgain);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/kit`, issueKitState);
  // "Send me a test" (src/publishing/test-email.ts): the email to his own address, through the inquiry emails' mailer.
  app.get("/internal/test-emails", recordedTestEmails);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/test-email`, issueTestEmail);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/share-image`, uploadShareCard);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}`, editIssue);
  // Drafts on the server and the issues' pages before they go live (docs/newsletter.md).
  app.route("/", draftRoutes());
  return app;
}
