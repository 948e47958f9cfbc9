/**
 * The site's cache generation: part of every page-cache key (page-cache.ts), so that the desk's
 * purge ends every copy in every isolate's memory and in the Cache API at once by changing it (the
 * Cache API cannot list its entries; the old ones expire on their own). Each isolate reads it from
 * D1 at most every GENERATION_TTL_MS: one row read per isolate per interval, never one per view.
 */
export const GENERATION_TTL_MS = 30_000;

let known = { value: "0", readAt: -Infinity };

/** The generation the keys use now (what the last read found). */
export const cacheGeneration = () => known.value;

/** Reads the generation again when this isolate's copy is older than GENERATION_TTL_MS. A failed read keeps the last one. */
export async function refreshCacheGeneration(db: D1Database | undefined, now = Date.now()): Promise<void> {
  if (!db || now - known.readAt < GENERATION_TTL_MS) return;
  known = { ...known, readAt: now };
  try {
    const row = await db.prepare("SELECT generation FROM site_cache_generation WHERE id = 1").first<{ generation: number }>();
    known = { value: String(row?.generation ?? 0), readAt: now };
  } catch (error) {
    console.error("[page cache] could not read the cache generation; keeping", known.value, error);
  }
}

/** Bumps the generation (the desk's purge) and uses the new one in this isolate at once. */
export async function bumpCacheGeneration(db: D1Database, now = Date.now()): Promise<string> {
  const row = await db.prepare("UPDATE site_cache_generation SET generation = generation + 1 WHERE id = 1 RETURNING generation").first<{ generation: number }>();
  known = { value: String(row?.generation ?? 0), readAt: now };
  return known.value;
}
