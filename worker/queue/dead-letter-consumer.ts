import type { Env } from "../env";
import { signupFromMessage } from "../signup/enqueue";
import { kvKeys } from "../signup/kv-keys";

/** Dead letters are kept long enough for the owner to notice and replay them. */
const DEAD_LETTER_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Signups that kept failing land here after the main queue's retries. Each is written to KV
 * (`dead-letter:` keys, listed with `wrangler kv key list --prefix dead-letter:`) and logged as an
 * error, so a lasting Kit outage or a broken configuration never loses a subscriber silently.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const signup = signupFromMessage(message.body);
    const id = signup?.id ?? message.id;
    const key = kvKeys.deadLetter(new Date().toISOString(), id);
    try {
      await env.SIGNUPS_KV.put(key, JSON.stringify(message.body), { expirationTtl: DEAD_LETTER_TTL_SECONDS });
      console.error(`Signup dead letter kept as ${key}; replay it once Kit accepts signups again`);
      message.ack();
    } catch (error) {
      console.error("Signup dead letter could not be stored; retrying", id, error);
      message.retry();
    }
  }
}
