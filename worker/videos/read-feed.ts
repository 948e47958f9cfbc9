import { storedFeedProblem, type FeedProblem } from "../../src/videos";
import { configOf, type Env, type YouTubeSettings } from "../config";
import { readCappedBody } from "../http";
import { NotAFeed, parseChannelFeed } from "./feed";
import { ensureVideoKitField } from "./kit-field";
import { feedReadStatement, readFeedState, saveFeedFailure, videosChangedStatement, videoWrites } from "./repository";

/** Longer than YouTube's feed ever takes, short enough to leave the 5-minute run its other work. */
export const FEED_TIMEOUT_MS = 10_000;
/**
 * The most of the feed's answer that is read: 2 MB. The feed lists 15 uploads, each with at most
 * 5,000 characters of description, so YouTube's own is well under 200 KB; anything larger is not
 * his feed (a broken or hostile answer) and is refused as "not a feed" before it is parsed.
 */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export type FeedReadOutcome =
  | { kind: "read"; added: string[]; changed: string[]; skipped: string[] }
  | { kind: "not-modified" }
  | { kind: "failed"; failure: FeedProblem };

/**
 * One read of the channel's feed (the 5-minute cron; at most one per run): a conditional request
 * with the last answer's validators, then every video kept and changed ones updated, in one D1
 * batch with the read's time. A failing, truncated, oversized (FEED_MAX_BYTES) or foreign answer
 * changes no video; its code is kept for the desk, which words it.
 */
export async function readChannelFeed(
  env: Pick<Env, "DB">,
  settings: YouTubeSettings,
  now = new Date(),
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<FeedReadOutcome> {
  const at = now.toISOString();
  const state = await readFeedState(env.DB);
  const failed = async (failure: FeedProblem): Promise<FeedReadOutcome> => {
    console.warn(`[videos] the feed read failed: ${JSON.stringify(failure)}`);
    await saveFeedFailure(env.DB, at, storedFeedProblem(failure));
    return { kind: "failed", failure };
  };
  const headers: Record<string, string> = { Accept: "application/atom+xml, application/xml;q=0.9" };
  if (state.etag) headers["If-None-Match"] = state.etag;
  if (state.lastModified) headers["If-Modified-Since"] = state.lastModified;
  let response: Response;
  let text: string | undefined;
  try {
    response = await fetch(settings.feedUrl, { headers, signal: AbortSignal.timeout(timeoutMs) });
    // The body within the same deadline (a feed that stalls halfway is a timeout too), and no more of it than FEED_MAX_BYTES.
    const unread = response.status === 304 || !response.ok;
    const bytes = unread ? new Uint8Array(0) : await readCappedBody(response, FEED_MAX_BYTES);
    if (unread) await response.body?.cancel();
    // undefined: past FEED_MAX_BYTES.
    text = bytes && new TextDecoder().decode(bytes);
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return failed(timedOut ? { code: "timeout", seconds: timeoutMs / 1000 } : { code: "network" });
  }
  if (response.status === 304) {
    await feedReadStatement(env.DB, at, state.etag, state.lastModified).run();
    return { kind: "not-modified" };
  }
  if (!response.ok) return failed({ code: "status", status: response.status });
  if (text === undefined) return failed({ code: "not-feed" });
  let parsed: ReturnType<typeof parseChannelFeed>;
  try {
    parsed = parseChannelFeed(text, settings.channelId);
  } catch (error) {
    if (error instanceof NotAFeed) return failed({ code: error.truncated ? "truncated" : "not-feed" });
    throw error;
  }
  for (const reason of parsed.skipped) console.warn(`[videos] skipped ${reason}`);
  const writes = await videoWrites(env.DB, parsed.videos, at);
  const changed = writes.statements.length > 0 ? [videosChangedStatement(env.DB, at)] : [];
  await env.DB.batch([...writes.statements, ...changed, feedReadStatement(env.DB, at, response.headers.get("ETag"), response.headers.get("Last-Modified"))]);
  return { kind: "read", added: writes.added, changed: writes.changed, skipped: parsed.skipped };
}

/** The cron's step: one read when YOUTUBE_CHANNEL_ID is set (and Kit's video field made once), nothing otherwise. */
export async function readFeedIfOn(env: Env, now: Date): Promise<FeedReadOutcome | undefined> {
  const config = configOf(env);
  if (!config.youtube) return undefined;
  const outcome = await readChannelFeed(env, config.youtube, now);
  await ensureVideoKitField(env, config, now).catch((error: unknown) => console.warn("[videos] Kit's video field could not be made:", error));
  return outcome;
}
