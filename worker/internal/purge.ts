import type { Context } from "hono";
import { DESK_PATH } from "../../src/internal";
import type { AppEnv } from "../config";
import { bumpCacheGeneration, forgetCachedPages, purgeEdgeEverything, requestEdgePurge } from "../pages";
import { bodyFields } from "../http";

/**
 * POST /internal/purge (confirm=yes): empties every cache layer of the site. The cache generation
 * changes (every isolate's memory and the Cache API stop serving what they hold: this isolate at
 * once, the others within worker/pages/cache-generation.ts's interval), this isolate's memory is
 * emptied, and Workers Cache is purged whole in every cached entrypoint, the default one and
 * `PageVariants`, since a purge reaches only the entrypoint that calls it
 * (https://developers.cloudflare.com/workers/cache/purge/, worker/pages/edge-purge.ts). Then back
 * to the desk with the result.
 */
export async function purgeFromDesk(c: Context<AppEnv>): Promise<Response> {
  const form = (await bodyFields(c)) ?? {};
  if (form.confirm !== "yes") return c.redirect(`${DESK_PATH}?purged=unconfirmed`, 303);
  forgetCachedPages();
  let generation = true;
  try {
    await bumpCacheGeneration(c.env.DB);
  } catch (error) {
    console.error("[purge] could not change the cache generation:", error);
    generation = false;
  }
  const edge = await purgeEdgeEverything(requestEdgePurge(c));
  console.log(`[purge] from the desk: generation ${generation ? "changed" : "unchanged"}, Workers Cache ${edge.result}`);
  return c.redirect(`${DESK_PATH}?purged=${generation && edge.result !== "failed" ? "done" : "partial"}`, 303);
}
