import type { Context } from "hono";
import { publishProblems as words } from "../../src/content";
import { ISSUES_PATH } from "../../src/publishing";
import { configOf, type AppEnv } from "../config";
import { searchIndexStatements } from "../search";
import { repositoryIssue } from "./catalogue";
import { afterChange } from "./after-change";
import { published } from "./endpoint";
import { problem, refusePublish, storageUnavailable, wantsJson } from "./refusals";
import { republishIssue, unpublishIssue } from "./repository";
import { findIssue, type IssueRow } from "../issues";
import { broadcastState, kitIsSending, readBroadcastRecord, scheduleAgain } from "../broadcasts";
import { bodyFields } from "../http";

/** What the list says after the post (?notice=, src/content/publishing.ts's issueList.notices). */
type Notice = "sending" | "kit-again";

/**
 * A confirmed form post that takes an issue off the web, puts it back, or makes its email again:
 * the list's form asks the owner to tick a box first (the browser holds the post until then); the
 * search index changes in the same batch; caches are purged and the reconciler woken as a publish
 * does. Back to the list, with a notice when there is one to give (JSON for scripts).
 */
async function changeOnWeb(
  c: Context<AppEnv>,
  unconfirmed: string,
  change: (db: D1Database, existing: IssueRow, now: Date) => Promise<Response | Notice | undefined>,
): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  if (repositoryIssue(slug)) return refusePublish(c, 422, words.issueInRepository, [problem("slug", "ISSUE_IN_REPOSITORY", words.issueInRepository)]);
  const form = (await bodyFields(c)) ?? {};
  if (!("confirm" in form)) return refusePublish(c, 422, unconfirmed, [problem("body", "NOT_CONFIRMED", unconfirmed)]);
  let notice: Notice | undefined;
  try {
    const existing = await findIssue(c.env.DB, slug);
    if (!existing) return refusePublish(c, 404, words.issueNotFound, [problem("slug", "ISSUE_NOT_FOUND", words.issueNotFound)]);
    const outcome = await change(c.env.DB, existing, new Date());
    if (outcome instanceof Response) return outcome;
    notice = outcome ?? undefined;
  } catch (error) {
    return storageUnavailable(c, error);
  }
  afterChange(c);
  if (wantsJson(c)) return published(c, slug, 200, notice === "sending" ? { email: "sending" } : {});
  return c.redirect(notice ? `${ISSUES_PATH}?notice=${notice}#issue-${slug}` : ISSUES_PATH, 303);
}

/** Kit is sending the issue's email now: the change is the web page's only (its email is left as it is). */
async function sendingNow(db: D1Database, slug: string, now: Date): Promise<boolean> {
  return kitIsSending(await readBroadcastRecord(db, slug), now.getTime());
}

/** POST /internal/issues/<slug>/unpublish: the page answers 410 Gone; the slug stays taken. */
export const unpublish = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.unpublishUnconfirmed, async (db, existing, now) => {
    const sending = await sendingNow(db, existing.slug, now);
    await unpublishIssue(db, existing.slug, now.toISOString(), {
      ...(sending ? { email: "leave" as const } : {}),
      alongside: searchIndexStatements(db, existing),
    });
    return sending ? "sending" : undefined;
  });

/** POST /internal/issues/<slug>/kit-again: its email, deleted in Kit's app, made again (a new revision the reconciler reads at once). */
export const scheduleKitAgain = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.kitAgainUnconfirmed, async (db, existing, now) => {
    const refusal = await scheduleAgain(db, existing.slug, now.getTime());
    if (refusal === "not-deleted") return refusePublish(c, 409, words.notDeletedInKit, [problem("body", "NOT_DELETED_IN_KIT", words.notDeletedInKit)]);
    if (refusal === "too-late") return refusePublish(c, 409, words.kitAgainTooLate, [problem("body", "SEND_TIME_PAST", words.kitAgainTooLate)]);
    return "kit-again";
  });

/** POST /internal/issues/<slug>/republish: an unpublished issue back on the web. */
export const republish = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.republishUnconfirmed, async (db, existing, now) => {
    if (existing.state !== "unpublished") return refusePublish(c, 409, words.notUnpublished, [problem("body", "NOT_UNPUBLISHED", words.notUnpublished)]);
    const sending = await sendingNow(db, existing.slug, now);
    await republishIssue(db, existing.slug, now.toISOString(), {
      ...(sending ? { email: "leave" as const } : {}),
      alongside: searchIndexStatements(db, existing),
    });
    return sending ? "sending" : undefined;
  });

/**
 * GET /internal/issues/<slug>/kit: the issue's email as the list would say it now (JSON
 * `{kit}`), so the Publish form's answer never keeps "Waiting for Kit" once Kit took it.
 */
export async function issueKitState(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  let broadcast: Awaited<ReturnType<typeof readBroadcastRecord>>;
  try {
    broadcast = await readBroadcastRecord(c.env.DB, slug);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  return c.json({ kit: broadcastState(broadcast, configOf(c.env).kit) }, 200, { "Cache-Control": "private, no-store" });
}
