import type { Env } from "../env";
import { storeDeadLetter } from "../signup/dead-letters";
import { signupMessageOf } from "../signup/enqueue";

/**
 * Messages the main queue gave up on (its consumer failed to settle them max_retries times: a KV
 * or queue outage, not a Kit answer, which the policy handles itself) land here and are kept in
 * the dead-letter store with their reason, for the owner to replay.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const signup = signupMessageOf(message.body);
    if (!signup) {
      console.error("[signup alert] UNREADABLE_MESSAGE: a dead-letter message that is not a signup was dropped", message.id);
      message.ack();
      continue;
    }
    try {
      await storeDeadLetter(env.SIGNUPS_KV, signup, `The queue gave up after ${message.attempts} deliveries (max_retries); last error: ${signup.lastError ?? "unknown"}`);
      message.ack();
    } catch (error) {
      console.error("[signup] dead letter could not be stored; retrying", signup.signup.id, error);
      message.retry();
    }
  }
}
