import { abortAllDurableObjects, env, reset, runInDurableObject } from "cloudflare:test";
import { must } from "../../src/must.ts";

/**
 * Gives each test file storage as empty as a new workerd would: the worker project runs its files
 * one after another in each workerd (vitest.config.ts, test/worker/d1-setup.ts).
 *
 * reset() (the plugin's deleteAllDurableObjects) empties every loaded Durable Object, and D1, KV,
 * the Cache API and the rate-limit bindings are Durable Objects inside Miniflare; but an object
 * idle for about 10 s has been evicted and keeps its storage (seen: a signup counter surviving
 * into the next file). So each is loaded first: the bindings by one read, the site's own objects
 * (LimitCounter, KitBudget, DailySalt) by the ids the last file asked for, which every namespace's
 * get() notes; then reset(); then what a test could read is checked empty. State that survives
 * fails the file here, naming it, instead of a test later.
 */
export async function freshStorage(): Promise<void> {
  const bindings = Object.entries(env as unknown as Record<string, unknown>);
  const objects = bindings.filter((entry): entry is [string, DurableObjectNamespace] => isNamespace(entry[1]));
  const used = usedObjects();
  for (const [name, namespace] of objects) {
    for (const id of used.get(name) ?? []) {
      await runInDurableObject(namespace.get(namespace.idFromString(id)), async (_instance, state) => {
        await state.storage.deleteAlarm();
        await state.storage.deleteAll();
      });
    }
  }
  for (const [, value] of bindings) {
    if (isKv(value)) await value.get("fresh-storage");
    else if (isD1(value)) await value.prepare("SELECT 1").first();
    else if (isRateLimit(value)) await value.limit({ key: "fresh-storage" });
  }
  await (caches as unknown as { default: Cache }).default.match("https://fresh-storage.invalid/");
  await reset();

  const left: string[] = [];
  for (const [name, namespace] of objects) {
    for (const id of used.get(name) ?? []) {
      const kept = await runInDurableObject(
        namespace.get(namespace.idFromString(id)),
        async (_instance, state) => (await state.storage.list({ limit: 1 })).size + ((await state.storage.getAlarm()) === null ? 0 : 1),
      );
      if (kept > 0) left.push(`${name} object ${id}`);
    }
  }
  for (const [name, value] of bindings) {
    if (isKv(value) && (await value.list({ limit: 1 })).keys.length > 0) left.push(`${name} keys`);
    if (
      isD1(value) &&
      (await value.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").first<{ n: number }>())?.n
    )
      left.push(`${name} tables`);
  }
  if (left.length > 0) throw new Error(`Storage from an earlier test file survived reset(): ${left.join(", ")} (test/worker/fresh-storage.ts)`);
  used.clear();
  // The checks above loaded objects with this file's modules; the next file's modules are new.
  await abortAllDurableObjects();
  for (const [name, namespace] of objects) noteObjectsUsed(name, namespace);
}

/** Per binding, the ids of the objects asked for since the last fresh start (kept across module resets). */
function usedObjects(): Map<string, Set<string>> {
  const global = globalThis as { freshStorageUsed?: Map<string, Set<string>> };
  global.freshStorageUsed ??= new Map();
  return global.freshStorageUsed;
}

/** Wraps the namespace's get() and getByName() once so every object asked for is noted. */
function noteObjectsUsed(name: string, namespace: DurableObjectNamespace): void {
  const noted = namespace as DurableObjectNamespace & { freshStorageNoted?: true };
  if (noted.freshStorageNoted) return;
  const note = (id: DurableObjectId) => {
    const used = usedObjects();
    if (!used.has(name)) used.set(name, new Set());
    must(used.get(name)).add(id.toString());
  };
  const get = namespace.get.bind(namespace);
  noted.get = (id, options) => {
    note(id);
    return get(id, options);
  };
  noted.getByName = (objectName, options) => noted.get(namespace.idFromName(objectName), options);
  noted.freshStorageNoted = true;
}

/** By the binding's class, as the plugin tells a namespace: service and RPC bindings answer any method name. */
const kindOf = (value: unknown): string => (value instanceof Object ? value.constructor.name : "");
const isNamespace = (value: unknown): value is DurableObjectNamespace => kindOf(value) === "DurableObjectNamespace";
const isKv = (value: unknown): value is KVNamespace => kindOf(value) === "KvNamespace";
const isD1 = (value: unknown): value is D1Database => kindOf(value) === "D1Database";
const isRateLimit = (value: unknown): value is RateLimit => kindOf(value) === "Ratelimit";
