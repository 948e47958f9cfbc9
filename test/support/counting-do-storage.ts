import { runInDurableObject } from "cloudflare:test";
import { must } from "../../src/must.ts";

/**
 * Rows a SQLite-backed Durable Object's storage reads and writes, as Cloudflare bills them
 * (https://developers.cloudflare.com/durable-objects/platform/pricing/#sqlite-storage-backend):
 * key-value methods (`get`, `put`, `delete`, `list`) keep their data in a hidden SQLite table and
 * are billed as rows read and written; each `setAlarm()` is one row written; deletes are rows
 * written. Counted here per key: a get or a listed entry is one row read, a put or a deleted key
 * one row written, `deleteAll()` one row written per key it removes. Each `setAlarm()` is also
 * an alarm invocation later, billed as one Durable Object request (the same page, "Requests").
 *
 * The objects run in the test's isolate (@cloudflare/vitest-plugin), so their storage classes'
 * prototypes are wrapped once; `counting(counts)` turns counting on until `stop()`.
 */
export interface DoStorageCounts {
  doRowsRead: number;
  doRowsWritten: number;
  alarmsSet: number;
}

let current: DoStorageCounts | undefined;
let installed = false;

type Method = (...args: unknown[]) => unknown;
function wrap(
  prototype: object,
  name: string,
  count: (args: unknown[], result: unknown, self: unknown) => void,
  before?: (args: unknown[], self: unknown) => number,
) {
  const original = Reflect.get(prototype, name) as Method | undefined;
  if (typeof original !== "function") return;
  Reflect.set(prototype, name, function (this: unknown, ...args: unknown[]) {
    const ahead = current && before ? before(args, this) : 0;
    const result = original.apply(this, args);
    if (current) {
      const counts = current;
      if (result instanceof Promise)
        return result.then((value) => {
          if (current === counts) {
            counts.doRowsWritten += ahead;
            count(args, value, this);
          }
          return value;
        });
      counts.doRowsWritten += ahead;
      count(args, result, this);
    }
    return result;
  });
}

const keysIn = (arg: unknown) => (Array.isArray(arg) ? arg.length : arg && typeof arg === "object" ? Object.keys(arg).length : 1);
const sizeOf = (result: unknown) =>
  result instanceof Map
    ? result.size
    : result && typeof (result as Iterable<unknown>)[Symbol.iterator] === "function"
      ? [...(result as Iterable<unknown>)].length
      : 0;

/** Wraps the storage prototypes once, reaching them through one object of `namespace`. */
export async function installDoStorageCounting(namespace: DurableObjectNamespace): Promise<void> {
  if (installed) return;
  installed = true;
  await runInDurableObject(namespace.get(namespace.idFromName("quota-model-probe")), (_instance, state) => {
    const storage = Object.getPrototypeOf(state.storage) as object;
    const kv = Object.getPrototypeOf(state.storage.kv) as object;
    for (const prototype of [storage, kv]) {
      wrap(prototype, "get", (args) => (must(current).doRowsRead += keysIn(args[0])));
      wrap(prototype, "put", (args) => (must(current).doRowsWritten += keysIn(args[0])));
      wrap(prototype, "delete", (args) => (must(current).doRowsWritten += keysIn(args[0])));
    }
    wrap(storage, "list", (_args, result) => (must(current).doRowsRead += sizeOf(result)));
    wrap(storage, "setAlarm", () => {
      must(current).doRowsWritten++;
      must(current).alarmsSet++;
    });
    // deleteAll removes every key: counted from what the object holds before it runs.
    wrap(
      storage,
      "deleteAll",
      () => undefined,
      (_args, self) => sizeOf((self as DurableObjectStorage).kv.list()),
    );
  });
}

/** Counts into `counts` until the returned function is called. */
export function countDoStorage(counts: DoStorageCounts): () => void {
  current = counts;
  return () => {
    if (current === counts) current = undefined;
  };
}
