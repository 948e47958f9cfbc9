import type { Env } from "../env";
import { settleQueuedMessage } from "../signup/policy";

/**
 * Messages of a batch in flight at once: all of them (max_batch_size). Each Kit call still waits
 * for its slot in the shared budget, so this sets how many wait, not how fast they go; with fewer
 * lanes Kit's answer time, not the budget, would bound the pace.
 */
const LANES = 20;

/**
 * Delivers queued signups to Kit. The policy (worker/signup/policy.ts) paces each Kit call through
 * the shared budget, so this consumer spends wall time waiting (only CPU time counts in a queue
 * consumer), with every message of the batch in flight so that one slow call does not hold the
 * rest. The budget is the authority, not the number of consumers: wrangler.toml allows two at
 * once, so a batch held by a timeout does not stop the backlog.
 */
export async function consumeSignups(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const messages = [...batch.messages];
  const lane = async () => {
    for (let message = messages.shift(); message; message = messages.shift()) await settleQueuedMessage(env, message);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, messages.length) }, lane));
}
