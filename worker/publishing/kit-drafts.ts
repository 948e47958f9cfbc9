import { plainHook } from "../../src/newsletter";
import { changeWaiting, type ComposeEmail } from "../broadcasts";
import { configOf, type Env } from "../config";
import { issueVideos } from "../videos";
import type { IssueVideos } from "../../src/newsletter-contract";
import { videoLinesOf } from "../../src/videos";
import { issueEmail } from "./checks";
import { findIssue } from "../issues";

/**
 * Each published issue's broadcast in Kit is the broadcasts module's (worker/broadcasts): this
 * module gives it the email of an issue as it stands when a pass reads it, and wakes the one
 * reconciler after each change. Subject: the issue's own (migrations/0021), else the title, as text
 * (Kit shows it as written, markup and all); preview text: the issue's own, else the hook; content:
 * the email in the issue's style, links absolute.
 */
/** The draft's videos as the site knows them (titles, and which are hidden), for its VIDEO: blocks in the email and on its page. */
export async function videosOf(env: Env, draft: string): Promise<IssueVideos> {
  const ids = videoLinesOf(draft).flatMap((line) => (line.id ? [line.id] : []));
  if (ids.length === 0 || !configOf(env).youtube) return { titles: {}, hidden: [] };
  return issueVideos(env.DB, ids);
}

export function composeIssueEmail(env: Env): ComposeEmail {
  return async (slug) => {
    const row = await findIssue(env.DB, slug);
    if (!row) return null;
    const { content, html } = issueEmail(row, configOf(env).siteUrl, await videosOf(env, row.draft));
    return { subject: row.subject || row.title, preview_text: row.preview_text || plainHook(content), content: html };
  };
}

/** The one reconciler of every issue's broadcast (./broadcast-reconciler.ts): one object, so one list read serves every issue. */
export const RECONCILER_NAME = "all-broadcasts";

/**
 * After a change: the reconciler runs a pass now (or one more after the one running). Resolves when
 * the pass is over; a wake that fails leaves the change to the alarm's next pass. Nothing is asked
 * when Kit is not set up here: no Durable Object request.
 */
export async function wakeBroadcasts(env: Env): Promise<void> {
  if (configOf(env).kit.kind !== "kit") return;
  const reconciler = env.BROADCAST_RECONCILER.get(env.BROADCAST_RECONCILER.idFromName(RECONCILER_NAME));
  await reconciler.wake().catch((error: unknown) => console.error("[broadcasts] could not wake the reconciler:", error));
}

/** The cron's check (every 5 minutes): a change not in Kit's step for over a minute wakes the reconciler (one D1 row read at most). */
export async function wakeIfChangesWait(env: Env, now: number): Promise<void> {
  if (configOf(env).kit.kind !== "kit") return;
  if (await changeWaiting(env.DB, now - 60_000)) await wakeBroadcasts(env);
}
