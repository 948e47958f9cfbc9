import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { servePage } from "../pages";
import { STATS_JSON_PATH, STATS_PAGE_PATH } from "../../src/stats/contract";
import { serveStatsJson, serveStatsPage } from "./stats";
import { ISSUES_PATH } from "../../src/publishing/contract";
import {
  editIssue,
  exportIssueFile,
  issueListPage,
  limitPublishBody,
  publishIssue,
  refusedAsJson,
  republish,
  scheduleKitAgain,
  issueKitState,
  unpublish,
  uploadShareCard,
  issueTestEmail,
  recordedTestEmails,
} from "../publishing";
import { draftRoutes } from "./drafts";
import { DESK_PATH, DESK_PURGE_PATH, SIGNUPS_DISMISS_PATH, SIGNUPS_PAGE_PATH, SIGNUPS_REPLAY_PATH, VIDEOS_OWNER_PATH } from "../../src/internal/desk";
import { deskPage } from "./desk";
import { purgeFromDesk } from "./purge";
import { dismissFromPage, replayFromPage, signupsPage } from "./signups";
import { changeVideo, ownerVideosPage, videoLines } from "./videos";
import { VIDEO_LINES_PATH } from "../../src/videos/contract";
import { answerInquiry, inquiriesCsvFile, inquiriesPage, INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH, sameOriginPost } from "./inquiries";

export { sendWeeklyEmail } from "./weekly-email";
export { ownerGuard } from "./owner-guard";
export { markOwnerBeacons } from "./owner-beacons";

/** An owner's tool page (the sign-in, no-store and noindex are the owner guard's: ./owner-guard.ts): email styles allowed. */
function internalResponse(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Read by the security headers: the previewer shows email HTML, which needs inline styles.
    c.set("cspProfile", "email-preview");
    await next();
  };
}

/** The internal tools (routes flagged `internal`), one sub-app, all behind the owner guard (../app.ts). */
export function internalPages(routes: PageRoute[]) {
  const app = new Hono<AppEnv>();
  // The stats and the inquiries read their data for each request; the other tools are the route's page alone.
  // The desk and the dead letters (docs/desk.md).
  app.get(DESK_PATH, internalResponse(), deskPage);
  app.post(DESK_PURGE_PATH, internalResponse(), sameOriginPost(), purgeFromDesk);
  app.get(SIGNUPS_PAGE_PATH, internalResponse(), signupsPage);
  app.post(SIGNUPS_REPLAY_PATH, internalResponse(), sameOriginPost(), replayFromPage);
  app.post(SIGNUPS_DISMISS_PATH, internalResponse(), sameOriginPost(), dismissFromPage);
  // The channel's videos: hide one from the site, or show it again (docs/videos.md#hiding-a-video).
  app.get(VIDEOS_OWNER_PATH, internalResponse(), ownerVideosPage);
  app.get(VIDEO_LINES_PATH, internalResponse(), videoLines);
  app.post(`${VIDEOS_OWNER_PATH}/:id/:action{hide|show}`, internalResponse(), sameOriginPost(), changeVideo);
  app.get(STATS_JSON_PATH, internalResponse(), serveStatsJson);
  app.get(STATS_PAGE_PATH, internalResponse(), serveStatsPage);
  for (const route of routes.filter((route) => route.path !== STATS_PAGE_PATH)) {
    const handler = route.path === INQUIRIES_PAGE_PATH ? inquiriesPage(route) : (c: Context<AppEnv>) => servePage(c, route);
    app.get(route.path, internalResponse(), handler);
  }
  app.get(INQUIRIES_CSV_PATH, internalResponse(), inquiriesCsvFile);
  app.post(INQUIRY_ANSWER_PATH, internalResponse(), sameOriginPost(), answerInquiry);
  // Publishing the newsletter (worker/publishing): the previewer posts JSON, a page without script a form.
  const publishBodies = refusedAsJson(sameOriginPost(["application/x-www-form-urlencoded", "multipart/form-data", "application/json"]));
  app.get(ISSUES_PATH, internalResponse(), issueListPage);
  app.post(ISSUES_PATH, internalResponse(), publishBodies, limitPublishBody(), publishIssue);
  app.get(`${ISSUES_PATH}/:file{[a-z0-9-]+\\.txt}`, internalResponse(), exportIssueFile);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/unpublish`, internalResponse(), sameOriginPost(), unpublish);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/republish`, internalResponse(), sameOriginPost(), republish);
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/kit-again`, internalResponse(), sameOriginPost(), scheduleKitAgain);
  app.get(`${ISSUES_PATH}/:slug{[a-z0-9-]+}/kit`, internalResponse(), issueKitState);
  // "Send me a test" (src/publishing/test-email.ts): the email to his own address, through the inquiry emails' mailer.
  app.get("/internal/test-emails", internalResponse(), recordedTestEmails);
  app.post(
    `${ISSUES_PATH}/:slug{[a-z0-9-]+}/test-email`,
    internalResponse(),
    refusedAsJson(sameOriginPost(["application/json", "application/x-www-form-urlencoded", "multipart/form-data"])),
    issueTestEmail,
  );
  app.post(
    `${ISSUES_PATH}/:slug{[a-z0-9-]+}/share-image`,
    internalResponse(),
    refusedAsJson(sameOriginPost(["image/png"])),
    limitPublishBody(),
    uploadShareCard,
  );
  app.post(`${ISSUES_PATH}/:slug{[a-z0-9-]+}`, internalResponse(), publishBodies, limitPublishBody(), editIssue);
  // Drafts on the server and the issues' pages before they go live (docs/newsletter.md).
  app.route("/", draftRoutes(internalResponse));
  return app;
}
