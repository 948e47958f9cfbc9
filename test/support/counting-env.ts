import type { Env } from "../../worker/config";

/**
 * Every binding operation a worker's requests cause, counted by wrapping the bindings of `env`
 * (the real Miniflare ones underneath): KV reads, writes, deletes and lists, Durable Object
 * requests, D1 rows read and written (from D1's own `meta`), Analytics Engine points, queue
 * operations and rate-limit checks. The quota bench (`npm run bench -- --quota`) and the tests
 * that prove a step spends nothing it must not both read it.
 */
export interface OperationCounts {
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  /** The prefixes listed, in order (a stats read must list only its days). */
  kvListPrefixes: string[];
  /** KV keys written, in order. */
  kvWrittenKeys: string[];
  doRequests: number;
  d1RowsRead: number;
  d1RowsWritten: number;
  analyticsPoints: number;
  queueMessages: number;
  rateLimitChecks: number;
  /**
   * Calls to Cloudflare's services, each a subrequest of the invocation: every KV, Durable Object,
   * queue and rate-limit call, each D1 query or batch. Fetches (Kit, the Analytics Engine SQL API)
   * are counted where they are answered (test/quota, the fake Kit); Analytics Engine's
   * writeDataPoint is not a request.
   */
  subrequests: number;
}

export const noOperations = (): OperationCounts => ({
  kvReads: 0,
  kvWrites: 0,
  kvDeletes: 0,
  kvLists: 0,
  kvListPrefixes: [],
  kvWrittenKeys: [],
  doRequests: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  analyticsPoints: 0,
  queueMessages: 0,
  rateLimitChecks: 0,
  subrequests: 0,
});

function countingKv(kv: KVNamespace, counts: OperationCounts): KVNamespace {
  return new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        counts.subrequests++;
        if (name === "get" || name === "getWithMetadata") counts.kvReads += Array.isArray(args[0]) ? args[0].length : 1;
        if (name === "put") {
          counts.kvWrites++;
          counts.kvWrittenKeys.push(String(args[0]));
        }
        if (name === "delete") counts.kvDeletes++;
        if (name === "list") {
          counts.kvLists++;
          counts.kvListPrefixes.push(String((args[0] as KVNamespaceListOptions | undefined)?.prefix ?? ""));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Each call on a stub (an RPC method or fetch) is one Durable Object request. */
// biome-ignore lint/suspicious/noExplicitAny: any Durable Object class: the proxy counts calls, whatever their types
function countingNamespace<T extends DurableObjectNamespace<any>>(namespace: T, counts: OperationCounts): T {
  return new Proxy(namespace, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      if (name !== "get" && name !== "getByName") return value.bind(target);
      return (...args: unknown[]) => {
        const stub = Reflect.apply(value as (...a: unknown[]) => object, target, args) as object;
        return new Proxy(stub, {
          get(stubTarget, method) {
            const member = Reflect.get(stubTarget, method) as unknown;
            if (typeof member !== "function" || method === "then") return member;
            return (...callArgs: unknown[]) => {
              counts.doRequests++;
              counts.subrequests++;
              // RPC stubs answer any property, `apply` included: call through Reflect.
              return Reflect.apply(member as (...a: unknown[]) => unknown, stubTarget, callArgs);
            };
          },
        });
      };
    },
  }) as T;
}

type Meta = { rows_read?: number; rows_written?: number };
/** One D1 query (or batch) answered: one subrequest, and the rows its meta says. */
function addMeta(counts: OperationCounts, meta: Meta | undefined, query = true) {
  if (query) counts.subrequests++;
  counts.d1RowsRead += meta?.rows_read ?? 0;
  counts.d1RowsWritten += meta?.rows_written ?? 0;
}

/** Statements answer through `all()` or `run()`, whose `meta` says the rows D1 read and wrote (what it bills). */
function countingStatement(statement: D1PreparedStatement, counts: OperationCounts): D1PreparedStatement {
  const wrapped = {
    bind: (...values: unknown[]) => countingStatement(statement.bind(...values), counts),
    async first(column?: string) {
      const result = await statement.all();
      addMeta(counts, result.meta as Meta);
      const row = (result.results[0] ?? null) as Record<string, unknown> | null;
      return column === undefined ? row : (row?.[column] ?? null);
    },
    async all() {
      const result = await statement.all();
      addMeta(counts, result.meta as Meta);
      return result;
    },
    async run() {
      const result = await statement.run();
      addMeta(counts, result.meta as Meta);
      return result;
    },
    async raw(options?: { columnNames?: boolean }) {
      const result = await statement.all();
      addMeta(counts, result.meta as Meta);
      const rows = result.results.map((row) => Object.values(row as Record<string, unknown>));
      return options?.columnNames ? [Object.keys((result.results[0] as object) ?? {}), ...rows] : rows;
    },
    inner: statement,
  };
  return wrapped as unknown as D1PreparedStatement;
}

function countingDatabase(db: D1Database, counts: OperationCounts): D1Database {
  return new Proxy(db, {
    get(target, name) {
      if (name === "prepare") return (sql: string) => countingStatement(target.prepare(sql), counts);
      if (name === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((statement) => (statement as unknown as { inner?: D1PreparedStatement }).inner ?? statement));
          counts.subrequests++;
          for (const result of results) addMeta(counts, result.meta as Meta, false);
          return results;
        };
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function countingQueue<T>(queue: Queue<T>, counts: OperationCounts): Queue<T> {
  return {
    send: (message: T, options?: QueueSendOptions) => {
      counts.queueMessages++;
      counts.subrequests++;
      return queue.send(message, options);
    },
    sendBatch: (messages: Iterable<MessageSendRequest<T>>, options?: QueueSendBatchOptions) => {
      const list = [...messages];
      counts.queueMessages += list.length;
      counts.subrequests++;
      return queue.sendBatch(list, options);
    },
  } as Queue<T>;
}

function countingRateLimit(limit: RateLimit, counts: OperationCounts): RateLimit {
  return {
    limit: (options: RateLimitOptions) => {
      counts.rateLimitChecks++;
      counts.subrequests++;
      return limit.limit(options);
    },
  };
}

/** `env` with every binding counted into `counts`. */
export function countingEnv(env: Env, counts: OperationCounts): Env {
  return {
    ...env,
    SIGNUPS_KV: countingKv(env.SIGNUPS_KV, counts),
    KIT_BUDGET: countingNamespace(env.KIT_BUDGET, counts),
    LIMIT_COUNTER: countingNamespace(env.LIMIT_COUNTER, counts),
    DAILY_SALT: countingNamespace(env.DAILY_SALT, counts),
    DB: countingDatabase(env.DB, counts),
    ANALYTICS: {
      writeDataPoint(point?: AnalyticsEngineDataPoint) {
        counts.analyticsPoints++;
        env.ANALYTICS.writeDataPoint(point);
      },
    },
    SIGNUP_QUEUE: countingQueue(env.SIGNUP_QUEUE, counts),
    DEAD_LETTER_QUEUE: countingQueue(env.DEAD_LETTER_QUEUE, counts),
    INQUIRY_QUEUE: countingQueue(env.INQUIRY_QUEUE, counts),
    VIEW_ADDRESS_LIMIT: countingRateLimit(env.VIEW_ADDRESS_LIMIT, counts),
    VIEW_PAGE_LIMIT: countingRateLimit(env.VIEW_PAGE_LIMIT, counts),
    VIEW_NETWORK_LIMIT: countingRateLimit(env.VIEW_NETWORK_LIMIT, counts),
    CONSENT_LIMIT: countingRateLimit(env.CONSENT_LIMIT, counts),
    CONSENT_NETWORK_LIMIT: countingRateLimit(env.CONSENT_NETWORK_LIMIT, counts),
    SEARCH_LIMIT: countingRateLimit(env.SEARCH_LIMIT, counts),
    SEARCH_NETWORK_LIMIT: countingRateLimit(env.SEARCH_NETWORK_LIMIT, counts),
    DRAFT_SAVE_LIMIT: countingRateLimit(env.DRAFT_SAVE_LIMIT, counts),
  };
}
