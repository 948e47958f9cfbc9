import { VIDEOS_PATH } from "../../src/videos";
import type { Config, Env } from "../config";
import { videoIdsBySlug } from "./repository";

/**
 * Which video a page is (`/videos/<slug>`), for the stats' one aggregation (worker/stats): a video's
 * own page counts for it as its tagged links do (docs/stats.md#videos). The stats page and the desk
 * both read it here, so they name the same videos. One D1 read of the slugs; undefined with the
 * channel off, or when D1 cannot answer (logged: the stats then count the tagged links alone).
 */
export async function videoOfStatsPage(env: Pick<Env, "DB">, config: Pick<Config, "youtube">): Promise<((path: string) => string | undefined) | undefined> {
  if (!config.youtube) return undefined;
  const ids = await videoIdsBySlug(env.DB).catch((error: unknown) => void console.error("[stats] could not read the videos' slugs:", error));
  return ids ? (path) => (path.startsWith(`${VIDEOS_PATH}/`) ? ids.get(path.slice(VIDEOS_PATH.length + 1)) : undefined) : undefined;
}
