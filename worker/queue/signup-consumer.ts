import type { Env } from "../env";
import { settleQueuedMessage } from "../signup/policy";

/**
 * Delivers queued signups to Kit, one message after the other: the policy (worker/signup/policy.ts)
 * paces each Kit call through the shared budget, so this consumer may spend wall time waiting
 * (only CPU time counts in a queue consumer). wrangler.toml sets max_concurrency = 1.
 */
export async function consumeSignups(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) await settleQueuedMessage(env, message);
}
