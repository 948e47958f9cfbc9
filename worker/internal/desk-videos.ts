import type { DeskVideos } from "../../src/internal/desk";
import { newestVideo, readFeedState } from "../videos";

/** The channel on the desk: the newest upload, the feed's last good read, and its failure when that is the newer. Two one-row reads. */
export async function readDeskVideos(db: D1Database): Promise<DeskVideos> {
  const [newest, state] = await Promise.all([newestVideo(db), readFeedState(db)]);
  const failing =
    state.lastFailureAt && (!state.lastReadAt || state.lastFailureAt > state.lastReadAt) ? { at: state.lastFailureAt, text: state.lastFailure ?? "" } : null;
  return {
    newest: newest ? { id: newest.id, slug: newest.slug, title: newest.title, published: newest.published, short: newest.short } : null,
    lastReadAt: state.lastReadAt,
    failing,
  };
}
