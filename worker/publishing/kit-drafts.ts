import { plainHook } from "../../src/newsletter/web";
import { syncBroadcast, syncDueBroadcasts, type BroadcastEmail, type ComposeEmail } from "../broadcasts";
import { configOf, type Env } from "../config";
import { videosByIds } from "../videos";
import { videoLinesOf } from "../../src/videos/contract";
import { issueEmail } from "./checks";
import { findIssue } from "../issues";

/**
 * Each published issue's broadcast in Kit is the broadcasts module's (worker/broadcasts): this
 * module gives it the email of an issue as it stands when the job reads it. Subject: the issue's
 * own (migrations/0021), else the title, as text (Kit shows it as written, markup and all); preview
 * text: the issue's own, else the hook; content: the email in the issue's style, links absolute.
 */
/** The titles of the draft's videos the site knows, for the email's VIDEO: blocks. */
export async function videoTitlesOf(env: Env, draft: string): Promise<Record<string, string>> {
  const ids = videoLinesOf(draft).flatMap((line) => (line.id ? [line.id] : []));
  if (ids.length === 0 || !configOf(env).youtube) return {};
  return Object.fromEntries((await videosByIds(env.DB, [...new Set(ids)].slice(0, 20))).map((video) => [video.id, video.title]));
}

export function composeIssueEmail(env: Env): ComposeEmail {
  return async (slug): Promise<BroadcastEmail | null> => {
    const row = await findIssue(env.DB, slug);
    if (!row) return null;
    const { content, html } = issueEmail(row, configOf(env).siteUrl, await videoTitlesOf(env, row.draft));
    return { subject: row.subject || row.title, preview_text: row.preview_text || plainHook(content), content: html };
  };
}

/** Brings one issue's broadcast in step now, if no other attempt runs (after a change, in the background). */
export const syncKitDraft = (env: Env, slug: string) => syncBroadcast(env, slug, composeIssueEmail(env));

/** The cron's turn (every minute). `now`: a moment to run as (tests move the clock past a lease). */
export const syncWaitingKitDrafts = (env: Env, now?: Date) =>
  syncDueBroadcasts(env, composeIssueEmail(env), { offsetMs: now ? now.getTime() - Date.now() : 0 });
