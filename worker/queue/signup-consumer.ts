import type { Env } from "../env";
import { signupFromMessage } from "../signup/enqueue";
import { isKitPaused, pauseKit } from "../signup/kit-pause";
import { kvKeys } from "../signup/kv-keys";
import { backoffSeconds, retryDelaySeconds, signupLimits } from "../signup/limits";
import { signupProvider } from "../signup/provider";

/** How long a delivered signup's id is remembered, so a redelivered message is not sent twice. */
const DELIVERED_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Delivers queued signups to Kit. Each message is acknowledged only once Kit has it; a transient
 * failure retries it with exponential back-off (a 429 also pauses Kit calls for everyone, so the
 * consumer stays within Kit's 120 requests a minute); after `max_retries` (wrangler.toml) the
 * message moves to the dead-letter queue `signups-dlq`, where it waits to be replayed. An address
 * Kit refuses as invalid is dropped with an error log: no retry can make it valid.
 */
export async function consumeSignups(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const base = backoffSeconds(env);
  const choice = signupProvider(env, signupLimits.kitQueueTimeoutMs);
  if (!choice.ok) {
    console.error("Signup queue: Kit is not configured; retrying later", choice.problems);
    for (const message of batch.messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
    return;
  }
  const { provider } = choice;

  for (const message of batch.messages) {
    const signup = signupFromMessage(message.body);
    if (!signup) {
      console.error("Signup queue: dropping a message that is not a signup", message.id);
      message.ack();
      continue;
    }
    if ((await env.SIGNUPS_KV.get(kvKeys.delivered(signup.id))) !== null) {
      message.ack();
      continue;
    }
    if (provider.name === "kit" && (await isKitPaused(env.SIGNUPS_KV))) {
      message.retry({ delaySeconds: Math.max(base, retryDelaySeconds(message.attempts, base)) });
      continue;
    }

    const delivery = await provider.deliver(signup);
    if (delivery.kind === "delivered") {
      await env.SIGNUPS_KV.put(kvKeys.delivered(signup.id), "1", { expirationTtl: DELIVERED_TTL_SECONDS }).catch(() => undefined);
      message.ack();
    } else if (delivery.kind === "permanent" && delivery.code === "INVALID_EMAIL") {
      console.error("Signup queue: Kit refused the address; dropping it", signup.id, delivery.details);
      message.ack();
    } else {
      if (delivery.kind === "transient" && delivery.rateLimited) await pauseKit(env.SIGNUPS_KV, base);
      const reason = delivery.kind === "transient" ? delivery.reason : `${delivery.code}: ${delivery.details.join("; ")}`;
      console.warn(`Signup queue: attempt ${message.attempts} of ${signup.id} failed (${reason}); retrying`);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, base) });
    }
  }
}
