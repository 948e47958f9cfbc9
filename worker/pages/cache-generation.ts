import { isolateVersion } from "../versions";

/**
 * The site's cache generation: part of every page-cache key (page-cache.ts), so that the desk's
 * purge ends every copy in every isolate's memory and in the Cache API at once by changing it (the
 * Cache API cannot list its entries; the old ones expire on their own). Each isolate reads it from
 * D1 at most every GENERATION_TTL_MS: one row read per isolate per interval, never one per view.
 */
export const GENERATION_TTL_MS = 30_000;

const generation = isolateVersion("site-cache", GENERATION_TTL_MS);

/** The generation the keys use now (what the last read found). */
export const cacheGeneration = () => generation.current();

/** Reads the generation again when this isolate's copy is older than GENERATION_TTL_MS. A failed read keeps the last one. */
export const refreshCacheGeneration = (db: D1Database | undefined, now = Date.now()) => generation.refresh(db, now);

/** Bumps the generation (the desk's purge) and uses the new one in this isolate at once. */
export const bumpCacheGeneration = (db: D1Database, now = Date.now()) => generation.bump(db, now);
