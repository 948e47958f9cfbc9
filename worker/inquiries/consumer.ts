import type { Config, Env } from "../config";
import { readInquiryMessage } from "../store";
import { emailOwnerOnce } from "./deliver";
import { insertInquiry } from "./repository";

import { INQUIRY_MAX_RETRIES, INQUIRY_RETRY_SECONDS } from "./queue-settings";

/**
 * Stores each queued inquiry (once: INSERT OR IGNORE on its id), then sends the owner's email
 * (once: `emailed_at`). A failure of either is retried later; on its last chance the inquiry is
 * written whole to the log, so even then it is not lost.
 */
export async function consumeInquiries(batch: MessageBatch<unknown>, env: Env, config: Config): Promise<void> {
  for (const message of batch.messages) {
    const body = readInquiryMessage(message.body);
    if (!body) {
      console.error("[inquiries] a queue message that is not an inquiry was dropped", message.body);
      message.ack();
      continue;
    }
    const { inquiry } = body;
    let failure: unknown;
    try {
      await insertInquiry(env.DB, inquiry);
      if ((await emailOwnerOnce(env, config, inquiry)) === "failed") failure = "the owner's email failed";
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      message.ack();
    } else if (message.attempts > INQUIRY_MAX_RETRIES) {
      console.error(`[inquiries] ALERT last attempt for inquiry ${inquiry.id} failed; here it is whole:`, JSON.stringify(inquiry), failure);
      message.ack();
    } else {
      console.warn(`[inquiries] inquiry ${inquiry.id} not done (attempt ${message.attempts}); retrying in ${INQUIRY_RETRY_SECONDS} s`, failure);
      message.retry({ delaySeconds: INQUIRY_RETRY_SECONDS });
    }
  }
}
