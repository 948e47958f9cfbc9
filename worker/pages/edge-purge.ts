/**
 * Purges Workers Cache, the cache in front of this worker, through the execution context's
 * `cache.purge` (https://developers.cloudflare.com/workers/cache/purge/). A zone purge from the
 * dashboard or the API does not reach Workers Cache, so content changes made without a deploy
 * (a published issue) purge from here. "Within a Worker, purges are further scoped to the
 * entrypoint that called purge()" (the same page): the default entrypoint's purge leaves the
 * `PageVariants` entrypoint's copies of the experiment pages (`/`, `/speaker`) in place, so each
 * purge is asked of every cached entrypoint: the default one through its own context, and
 * `PageVariants` through its `purge` method, reached by `ctx.exports` (./variant-entrypoint.ts).
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

/** A cached entrypoint other than the default one, as `ctx.exports` reaches it: it purges its own cache. */
interface PurgingEntrypoint {
  purge(options: CachePurgeOptions): Promise<CachePurgeResult>;
}

/** The entrypoints besides the default one whose answers Workers Cache keeps (wrangler.toml's `[exports]`). */
const CACHED_ENTRYPOINTS = ["PageVariants"] as const;

function cachedEntrypointsOf(ctx: { exports?: unknown }): PurgingEntrypoint[] {
  let exported: Record<string, Partial<PurgingEntrypoint> | undefined> | undefined;
  try {
    exported = ctx.exports as typeof exported;
  } catch {
    return [];
  }
  return CACHED_ENTRYPOINTS.map((name) => exported?.[name]).filter((entrypoint): entrypoint is PurgingEntrypoint => typeof entrypoint?.purge === "function");
}

/** The purge of a request's invocation (edgePurgeOf of its execution context); undefined in a direct app.fetch, which has no context. */
export function requestEdgePurge(c: { executionCtx: unknown }): EdgePurge | undefined {
  try {
    return edgePurgeOf(c.executionCtx as { cache?: EdgePurge; exports?: unknown });
  } catch {
    return undefined;
  }
}

/**
 * The purge of this invocation, asked of every cached entrypoint: this one's `cache` (absent where
 * the runtime has no Workers Cache: Miniflare does not emulate it) and each other cached
 * entrypoint's own purge. Undefined when there is nothing to purge.
 */
export function edgePurgeOf(ctx: { cache?: EdgePurge; exports?: unknown } | undefined): EdgePurge | undefined {
  if (!ctx) return undefined;
  const own = ctx.cache && typeof ctx.cache.purge === "function" ? ctx.cache : undefined;
  const others = cachedEntrypointsOf(ctx);
  if (others.length === 0) return own;
  return {
    async purge(options) {
      const answers = await Promise.all(
        [...(own ? [own] : []), ...others].map((entrypoint) =>
          entrypoint.purge(options).catch(
            (error: unknown): CachePurgeResult => ({
              success: false,
              errors: [{ code: 0, message: error instanceof Error ? error.message : String(error) }],
            }),
          ),
        ),
      );
      return { success: answers.every((answer) => answer.success), errors: answers.flatMap((answer) => answer.errors) };
    },
  };
}

/**
 * A cached entrypoint's own purge (its `purge` method calls this with its context): what it holds
 * is purged; an entrypoint without Workers Cache (Miniflare) has nothing to purge.
 */
export async function purgeOwnCache(ctx: { cache?: EdgePurge }, options: CachePurgeOptions): Promise<CachePurgeResult> {
  return ctx.cache && typeof ctx.cache.purge === "function" ? ctx.cache.purge(options) : { success: true, errors: [] };
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

/** Purges everything this worker's cached entrypoints hold. */
export function purgeEdgeEverything(purge: EdgePurge | undefined): Promise<PurgeOutcome> {
  return purgeWith(purge, { purgeEverything: true });
}
