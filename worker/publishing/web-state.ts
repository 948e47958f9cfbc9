import type { Context } from "hono";
import { publishProblems as words } from "../../src/content/publishing";
import { ISSUES_PATH } from "../../src/publishing/contract";
import type { AppEnv } from "../config";
import { searchIndexStatements } from "../search";
import { repositoryIssue } from "./catalogue";
import { afterChange, published } from "./endpoint";
import { problem, refuse, storageUnavailable, wantsJson } from "./refusals";
import { republishIssue, unpublishIssue } from "./repository";
import { findIssue, type IssueRow } from "../issues";
import { retryBroadcast } from "../broadcasts";

/**
 * A confirmed form post that takes an issue off the web or puts it back: the list's form asks the
 * owner to tick a box first (the browser holds the post until then); the search index changes in
 * the same batch; caches are purged as a publish does. Back to the list (JSON for scripts).
 */
async function changeOnWeb(
  c: Context<AppEnv>,
  unconfirmed: string,
  change: (db: D1Database, existing: IssueRow, now: string) => Promise<Response | void>,
): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  if (repositoryIssue(slug)) return refuse(c, 422, words.issueInRepository, [problem("slug", "ISSUE_IN_REPOSITORY", words.issueInRepository)]);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  if (!("confirm" in form)) return refuse(c, 422, unconfirmed, [problem("body", "NOT_CONFIRMED", unconfirmed)]);
  try {
    const existing = await findIssue(c.env.DB, slug);
    if (!existing) return refuse(c, 404, words.issueNotFound, [problem("slug", "ISSUE_NOT_FOUND", words.issueNotFound)]);
    const refused = await change(c.env.DB, existing, new Date().toISOString());
    if (refused) return refused;
  } catch (error) {
    return storageUnavailable(c, error);
  }
  afterChange(c, slug);
  if (wantsJson(c)) return published(c, slug, 200);
  return c.redirect(ISSUES_PATH, 303);
}

/** POST /internal/issues/<slug>/unpublish: the page answers 410 Gone; the slug stays taken. */
export const unpublish = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.unpublishUnconfirmed, async (db, existing, now) => {
    await unpublishIssue(db, existing.slug, now, searchIndexStatements(db, existing));
  });

/** POST /internal/issues/<slug>/kit-retry: its email's job, given up, owed again (its tries at zero). */
export const retryKit = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.retryKitUnconfirmed, async (db, existing) => {
    await retryBroadcast(db, existing.slug);
  });

/** POST /internal/issues/<slug>/republish: an unpublished issue back on the web. */
export const republish = (c: Context<AppEnv>) =>
  changeOnWeb(c, words.republishUnconfirmed, async (db, existing, now) => {
    if (existing.state !== "unpublished") return refuse(c, 409, words.notUnpublished, [problem("body", "NOT_UNPUBLISHED", words.notUnpublished)]);
    await republishIssue(db, existing.slug, now, searchIndexStatements(db, existing));
  });
