import { knownCodeIn } from "../stored-code.ts";

/**
 * Why a read of the channel's feed failed, as stored (`video_feed_state.last_failure`): a code with
 * its data, never words; src/content/videos.ts says it on the desk (migrations/0026 turned the old
 * sentences into these codes).
 */
export type FeedProblem =
  | { code: "status"; status: number }
  | { code: "timeout"; seconds: number }
  | { code: "network" }
  | { code: "truncated" }
  | { code: "not-feed" };

export type FeedProblemCode = FeedProblem["code"];

const CODES: readonly FeedProblemCode[] = ["status", "timeout", "network", "truncated", "not-feed"];

/** The stored form: JSON of the code and its data. */
export const storedFeedProblem = (problem: FeedProblem): string => JSON.stringify(problem);

/** A stored problem read back; anything else (a row no migration knew) reads as "not the feed". */
export function feedProblemOf(stored: string): FeedProblem {
  return knownCodeIn<FeedProblem>(stored, CODES) ?? { code: "not-feed" };
}
