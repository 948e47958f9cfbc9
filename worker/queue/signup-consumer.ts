import type { Env } from "../env";
import { settleQueuedMessage } from "../signup/policy";

/** Messages of a batch in flight at once. Each Kit call still waits for its slot in the shared budget. */
const LANES = 4;

/**
 * Delivers queued signups to Kit. The policy (worker/signup/policy.ts) paces each Kit call through
 * the shared budget, so this consumer spends wall time waiting (only CPU time counts in a queue
 * consumer); a few messages are in flight at once so that one slow call does not hold the rest.
 * wrangler.toml sets max_concurrency = 1: one consumer, one backlog, one pace.
 */
export async function consumeSignups(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const messages = [...batch.messages];
  const lane = async () => {
    for (let message = messages.shift(); message; message = messages.shift()) await settleQueuedMessage(env, message);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, messages.length) }, lane));
}
