
/**
 * Purges Workers Cache, the cache in front of this worker, through the execution context's
 * `cache.purge` (https://developers.cloudflare.com/workers/cache/purge/). A zone purge from the
 * dashboard or the API does not reach Workers Cache, so content changes made without a deploy
 * (a published issue) purge from here. Purges are scoped to the entrypoint that calls them: call
 * from the default entrypoint's handlers (fetch, scheduled), whose answers are the ones cached.
 */
export interface EdgePurge {
  purge(options: CachePurgeOptions): Promise<CachePurgeResult>;
}

/** What a purge asked for and how it went, for the log and the tests. */
export interface PurgeOutcome {
  asked: CachePurgeOptions;
  /** `skipped`: no Workers Cache here (Miniflare, `npm start`): nothing to purge. */
  result: "purged" | "failed" | "skipped";
  errors: string[];
}

/** The purge of this invocation, when the runtime has Workers Cache (Miniflare does not emulate it). */
export function edgePurgeOf(ctx: { cache?: EdgePurge } | undefined): EdgePurge | undefined {
  return ctx?.cache && typeof ctx.cache.purge === "function" ? ctx.cache : undefined;
}

async function purgeWith(purge: EdgePurge | undefined, asked: CachePurgeOptions): Promise<PurgeOutcome> {
  if (!purge) return { asked, result: "skipped", errors: [] };
  try {
    const answer = await purge.purge(asked);
    const errors = answer.errors.map((error) => `${error.code}: ${error.message}`);
    if (!answer.success) console.error("[edge purge] refused", JSON.stringify(asked), errors.join("; "));
    return { asked, result: answer.success ? "purged" : "failed", errors };
  } catch (error) {
    // A failed purge never fails the change that asked for it: the edge lifetimes still end it.
    console.error("[edge purge] failed", JSON.stringify(asked), error);
    return { asked, result: "failed", errors: [error instanceof Error ? error.message : String(error)] };
  }
}

/** Purges every answer tagged with any of `tags` (edge-cache.ts writes them: `site`, `build-<id>`, `page-<path>`, `issues`). */
export function purgeEdgeTags(purge: EdgePurge | undefined, tags: readonly string[]): Promise<PurgeOutcome> {
  return purgeWith(purge, { tags: [...new Set(tags)] });
}

/** Purges everything this worker's default entrypoint cached. */
export function purgeEdgeEverything(purge: EdgePurge | undefined): Promise<PurgeOutcome> {
  return purgeWith(purge, { purgeEverything: true });
}

