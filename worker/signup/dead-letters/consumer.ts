import type { Config, Env } from "../../config";
import { readSignupMessage } from "../../store";
import { signupAlert } from "../alerts";
import { storeDeadLetter } from "./store";

/** The queue whose messages this consumer settles (wrangler.toml). */
export const DEAD_LETTER_QUEUE_NAME = "signups-dlq";

/**
 * signups-dlq's consumer settings, as in wrangler.toml (test/unit/signup/queue-config.test.ts holds them
 * equal). A KV outage may last hours: 100 retries half an hour apart wait about 50 hours, inside
 * the 4 days a queue keeps a message on Workers Paid; on Free (24 hours) the retention runs out
 * first, which is why the last chance is judged by the message's age too.
 */
export const DEAD_LETTER_QUEUE = { maxRetries: 100, retryDelaySeconds: 1800 } as const;

/**
 * Whether this delivery is the message's last: past max_retries, or so old that the queue's
 * retention would delete it before the next retry. The age counts from when the message was first
 * sent, which retries do not reset.
 */
export function isLastChance(message: Pick<Message, "attempts" | "timestamp">, retentionSeconds: number, now = Date.now()): boolean {
  const ageSeconds = (now - message.timestamp.getTime()) / 1000;
  return message.attempts > DEAD_LETTER_QUEUE.maxRetries || ageSeconds + DEAD_LETTER_QUEUE.retryDelaySeconds >= retentionSeconds;
}

/**
 * Messages that could not be settled otherwise land here: dead letters the signups consumer could
 * not store in KV (their reason in `lastError`), and messages the signups queue gave up on after
 * its max_retries. Each is kept in the dead-letter store for the owner to replay. While KV refuses,
 * a message waits in this queue (retried half-hourly); on its very last chance it is written to
 * the log whole, email included, since the log is then its last copy.
 */
export async function consumeDeadLetters(
  batch: MessageBatch<unknown>,
  env: Pick<Env, "SIGNUPS_KV">,
  config: Pick<Config, "queueRetentionSeconds">,
): Promise<void> {
  for (const message of batch.messages) {
    const signup = readSignupMessage(message.body);
    if (!signup) {
      signupAlert("UNREADABLE_MESSAGE", `a dead-letter message that is not a signup was dropped; it was: ${JSON.stringify(message.body)}`, {
        queue: DEAD_LETTER_QUEUE_NAME,
      });
      message.ack();
      continue;
    }
    // No lastError: the signups queue gave up on it after its max_retries (the log has each error).
    const reason = signup.lastError ?? { code: "queue-gave-up" };
    try {
      await storeDeadLetter(env.SIGNUPS_KV, signup, reason);
      message.ack();
    } catch (error) {
      if (isLastChance(message, config.queueRetentionSeconds)) {
        signupAlert(
          "SIGNUP_IN_LOG_ONLY",
          `dead letter ${signup.signup.id} could not be stored (${String(error)}); this line is its last copy, replay it by hand: ${JSON.stringify(signup)}`,
          { signup: signup.signup.id },
        );
        message.ack();
      } else {
        console.error(
          `[signup] dead letter ${signup.signup.id} could not be stored; signups-dlq keeps it and retries in ${DEAD_LETTER_QUEUE.retryDelaySeconds} s`,
          error,
        );
        message.retry({ delaySeconds: DEAD_LETTER_QUEUE.retryDelaySeconds });
      }
    }
  }
}
