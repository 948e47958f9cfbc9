import { feedProblemOf } from "../../src/videos";
import type { DeskVideos } from "../../src/internal";
import { hiddenVideoCount, newestVideo, readFeedState } from "../videos";

/** The channel on the desk: the newest shown upload, the feed's last good read, its failure when that is the newer, and how many are hidden. */
export async function readDeskVideos(db: D1Database): Promise<DeskVideos> {
  const [newest, state, hidden] = await Promise.all([newestVideo(db), readFeedState(db), hiddenVideoCount(db)]);
  const failing =
    state.lastFailureAt && (!state.lastReadAt || state.lastFailureAt > state.lastReadAt)
      ? { at: state.lastFailureAt, problem: feedProblemOf(state.lastFailure ?? "") }
      : null;
  return {
    newest: newest ? { id: newest.id, slug: newest.slug, title: newest.title, published: newest.published, short: newest.short } : null,
    lastReadAt: state.lastReadAt,
    failing,
    hidden,
  };
}
