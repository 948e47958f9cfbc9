import type { Env } from "../config";

/**
 * Subrequests in one queue invocation: Workers Free allows 50 per invocation, and a queue batch is
 * one invocation (https://developers.cloudflare.com/workers/platform/limits/). Every call to KV, a
 * Durable Object, a queue and every fetch (Kit) counts.
 */
export const SUBREQUESTS_PER_INVOCATION = 50;
/** The batch's own, after its messages: the owner alerts' flush (worker/index.ts, one D1 query when any was raised). */
const BATCH_SUBREQUESTS = 1;
/**
 * The most one message makes when no slot is missed: the delivered marker's read; for each of up
 * to three Kit calls (a lead magnet's tag), the budget's slot, its pause check and the call; the
 * end of a 429 streak; the marker's write, the re-queue or the dead letter.
 */
export const MESSAGE_SUBREQUESTS = 1 + 3 * 3 + 1 + 1;
/** Messages a batch may hold (wrangler.toml `max_batch_size`): as many as fit. */
export const MESSAGES_PER_BATCH = Math.floor((SUBREQUESTS_PER_INVOCATION - BATCH_SUBREQUESTS) / MESSAGE_SUBREQUESTS);

/**
 * The invocation's subrequests: each message in flight reserves MESSAGE_SUBREQUESTS, and counts
 * what it really made when it ends. A message that would not fit is not started (the consumer
 * hands it back to the queue), so a larger batch, or a message that asked the budget again after
 * a late wake-up, never takes the invocation past the limit.
 */
export class SubrequestBudget {
  private used = 0;
  private reserved = 0;

  /** Reserves one message's most; false when it might not fit. */
  tryStart(): boolean {
    if (this.used + this.reserved + MESSAGE_SUBREQUESTS > SUBREQUESTS_PER_INVOCATION - BATCH_SUBREQUESTS) return false;
    this.reserved += MESSAGE_SUBREQUESTS;
    return true;
  }

  /** Ends a message started by tryStart: `made` subrequests counted. */
  finish(made: number): void {
    this.reserved -= MESSAGE_SUBREQUESTS;
    this.used += made;
  }
}

export type ConsumerEnv = Pick<Env, "SIGNUPS_KV" | "KIT_BUDGET" | "SIGNUP_QUEUE" | "DEAD_LETTER_QUEUE">;

/** `env` with the consumer's bindings counted: each KV, queue and Durable Object call adds one to `counter.made`. */
export function countedEnv<E extends ConsumerEnv>(env: E, counter: { made: number }): E {
  const counted = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, name) {
        const value = Reflect.get(object, name) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          counter.made++;
          return Reflect.apply(value as (...a: unknown[]) => unknown, object, args);
        };
      },
    });
  const budgets = new Proxy(env.KIT_BUDGET, {
    get(namespace, name) {
      const value = Reflect.get(namespace, name) as unknown;
      if (typeof value !== "function") return value;
      if (name !== "get") return (value as (...a: unknown[]) => unknown).bind(namespace);
      // A stub's RPC methods answer any name, `then` included: only calls are counted.
      return (...args: unknown[]) => {
        const stub = Reflect.apply(value as (...a: unknown[]) => object, namespace, args);
        return new Proxy(stub, {
          get(target, method) {
            const member = Reflect.get(target, method) as unknown;
            if (typeof member !== "function" || method === "then") return member;
            return (...callArgs: unknown[]) => {
              counter.made++;
              return Reflect.apply(member as (...a: unknown[]) => unknown, target, callArgs);
            };
          },
        });
      };
    },
  });
  return {
    ...env,
    SIGNUPS_KV: counted(env.SIGNUPS_KV),
    SIGNUP_QUEUE: counted(env.SIGNUP_QUEUE),
    DEAD_LETTER_QUEUE: counted(env.DEAD_LETTER_QUEUE),
    KIT_BUDGET: budgets,
  };
}
