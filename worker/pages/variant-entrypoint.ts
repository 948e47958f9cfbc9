import { WorkerEntrypoint } from "cloudflare:workers";
import type { Context } from "hono";
import { experiments, variantOf, viewValue, type ExperimentView } from "../../src/experiments";
import { pageRoutes } from "../../src/routes";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv, Env } from "../config";
import { cacheTags, EDGE_CACHE_CONTROL, edgeLifetimeHeaders } from "./edge-cache";
import { purgeOwnCache } from "./edge-purge";
import { pageOfResponse, pageResponse, type Remembered } from "./page-cache";
import { HTML } from "./page-handler";
import { pageSearch } from "./page-query";
import { renderRoutePage } from "./render-route";

/**
 * Per-entrypoint caching for pages with a running experiment. The worker's default entrypoint must
 * run for each visit to such a page (it chooses the visitor's variant), so its answer is private;
 * it asks this entrypoint for the variant's HTML through `ctx.exports`, with the variant in the
 * URL (`/?__experiment=home-headline:channel:counted`). Workers Cache sits in front of every
 * entrypoint, keyed by entrypoint, path and query: each variant is rendered once per worker version
 * and then served from the cache, and the choice still happens per visitor. Not reachable from the
 * internet: only the default entrypoint is routed.
 */
export const INNER_EXPERIMENT_PARAM = "__experiment";
const INNER_ORIGIN = "https://variants.internal";
/** Server-Timing's description of a render that came from this entrypoint (or its cache). */
export const VARIANT_ENTRYPOINT_METRIC = "page render, variant entrypoint";

/** The inner request of a variant: the route's path, the variant, and the query values the page reads. */
export function variantRequestUrl(route: PageRoute, url: URL, view: ExperimentView): string {
  const inner = new URL(route.path, INNER_ORIGIN);
  inner.searchParams.set(INNER_EXPERIMENT_PARAM, viewValue(view));
  for (const [name, value] of Object.entries(pageSearch(url, route))) inner.searchParams.set(name, value);
  return inner.href;
}

/** The variant an inner URL names (as `viewValue` wrote it), if it is one of an experiment of that page. */
function viewOf(path: string, value: string | null): ExperimentView | undefined {
  const [id, variant, mode, ...rest] = (value ?? "").split(":");
  const experiment = experiments.find((candidate) => candidate.id === id && candidate.page === path);
  if (!experiment || !variant || !variantOf(experiment, variant) || rest.length || (mode !== "counted" && mode !== "preview")) return undefined;
  return { id: experiment.id, variant, counted: mode === "counted" };
}

const sharedRoutes = new Map(pageRoutes.filter((route) => route.cache === "shared").map((route) => [route.path, route]));

export class PageVariants extends WorkerEntrypoint<Env> {
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = sharedRoutes.get(url.pathname);
    const view = route && viewOf(route.path, url.searchParams.get(INNER_EXPERIMENT_PARAM));
    if (!route || !view || request.method !== "GET") return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
    const page = await renderRoutePage(this.env, route, url, view);
    return pageResponse(page, { "Content-Type": HTML, ...edgeLifetimeHeaders(EDGE_CACHE_CONTROL), "Cache-Tag": cacheTags(route.path) });
  }

  /**
   * Purges this entrypoint's own Workers Cache: a purge reaches only the entrypoint that calls it
   * (https://developers.cloudflare.com/workers/cache/purge/), so the default entrypoint's purges
   * (the desk's, a publish's) call this through `ctx.exports` as well (./edge-purge.ts).
   */
  async purge(options: CachePurgeOptions): Promise<CachePurgeResult> {
    return purgeOwnCache(this.ctx as { cache?: { purge(options: CachePurgeOptions): Promise<CachePurgeResult> } }, options);
  }
}

interface VariantExports {
  PageVariants?: { fetch(request: Request): Promise<Response> };
}

/**
 * The variant's page from the inner entrypoint, or undefined where there is none to call (a test's
 * hand-made context, a runtime without `ctx.exports`) or it failed: the caller renders it itself.
 */
export async function renderThroughVariantEntrypoint(c: Context<AppEnv>, route: PageRoute, url: URL, view: ExperimentView): Promise<Remembered | undefined> {
  let inner: VariantExports["PageVariants"];
  try {
    inner = (c.executionCtx as unknown as { exports?: VariantExports }).exports?.PageVariants;
  } catch {
    return undefined; // Hono throws when the context has no ExecutionContext.
  }
  if (!inner) return undefined;
  try {
    const response = await inner.fetch(new Request(variantRequestUrl(route, url, view)));
    return response.ok ? await pageOfResponse(response) : undefined;
  } catch (error) {
    console.error(`[pages] the variant entrypoint failed for ${route.path}:`, error);
    return undefined;
  }
}
