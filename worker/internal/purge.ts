import type { Context } from "hono";
import { DESK_PATH } from "../../src/internal";
import type { AppEnv } from "../config";
import { bumpCacheGeneration, edgePurgeOf, forgetCachedPages, purgeEdgeEverything } from "../pages";
import { bodyFields } from "../http";

function executionCache(c: Context<AppEnv>) {
  try {
    return edgePurgeOf(c.executionCtx as unknown as { cache?: never; exports?: unknown });
  } catch {
    return undefined; // No execution context (a direct app.fetch in tests).
  }
}

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
  const edge = await purgeEdgeEverything(executionCache(c));
  console.log(`[purge] from the desk: generation ${generation ? "changed" : "unchanged"}, Workers Cache ${edge.result}`);
  return c.redirect(`${DESK_PATH}?purged=${generation && edge.result !== "failed" ? "done" : "partial"}`, 303);
}
