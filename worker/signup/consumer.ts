import type { Config, Env } from "../config";
import { kvKeys, readSignupMessage } from "../store";
import { signupAlert } from "./alerts";
import { attemptDelivery } from "./attempt";
import { keepDeadLetter } from "./dead-letters";
import { stepPolicy } from "./intake";
import { nextStep, notConfiguredProblem, type Verdict } from "./next-step";
import { enqueueSignup } from "./queue";
import { countedEnv, SubrequestBudget } from "./subrequests";

/**
 * Messages of a batch in flight at once: all of them (max_batch_size, MESSAGES_PER_BATCH). Each
 * Kit call still waits for its slot in the shared budget, so this sets how many wait, not how fast
 * they go; with fewer lanes Kit's answer time, not the budget, would bound the pace.
 */
const LANES = 20;

/** How long a delivered signup's id is remembered, so a redelivered message is not sent twice. */
const DELIVERED_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Delivers queued signups to Kit. Each Kit call is paced through the shared budget, so this
 * consumer spends wall time waiting (only CPU time counts in a queue consumer), with every message
 * of the batch in flight so that one slow call does not hold the rest. The budget is the
 * authority, not the number of consumers: wrangler.toml allows two at once, so a batch held by a
 * timeout does not stop the backlog.
 */
export async function consumeSignups(batch: MessageBatch<unknown>, env: Env, config: Config): Promise<void> {
  const messages = [...batch.messages];
  // Within Free's 50 subrequests for the whole batch (./subrequests.ts): a message that might not
  // fit goes back to the queue untouched, for the next invocation.
  const budget = new SubrequestBudget();
  const lane = async () => {
    for (let message = messages.shift(); message; message = messages.shift()) {
      if (!budget.tryStart()) {
        message.retry({ delaySeconds: 0 });
        continue;
      }
      const counter = { made: 0 };
      try {
        await settleQueuedMessage(countedEnv(env, counter), config, message, () => counter.made++);
      } finally {
        budget.finish(counter.made);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, messages.length) }, lane));
}

/**
 * One message: acknowledged once it is delivered, re-sent with a delay (pauses keep the attempt
 * count, failures raise it), or kept for the owner as a dead letter. Only when none of that can be
 * saved is the message left to the queue's own retries (max_retries, then signups-dlq), so a KV or
 * queue outage delays a signup but never drops it.
 */
async function settleQueuedMessage(env: Env, config: Config, queued: Message<unknown>, onKitRequest: () => void): Promise<void> {
  const message = readSignupMessage(queued.body);
  if (!message) {
    signupAlert("UNREADABLE_MESSAGE", `a queue message that is not a signup was dropped; it was: ${JSON.stringify(queued.body)}`, { queue: "signups" });
    queued.ack();
    return;
  }
  const { signup } = message;
  if (await wasDelivered(env.SIGNUPS_KV, signup.id)) {
    queued.ack();
    return;
  }
  let verdict: Verdict;
  try {
    verdict = await attemptDelivery(env, config, signup, "queue", undefined, onKitRequest);
  } catch (error) {
    // Not one of Kit's answers (those are judged): the budget object or the runtime failed.
    // A failed attempt like any other; the log keeps its real error.
    console.error(`[signup] could not attempt delivery of ${signup.id}:`, error);
    verdict = { kind: "failed", problem: { code: "unexpected" } };
  }
  const step = nextStep(verdict, message, stepPolicy(config, "queue"));
  let saved: boolean;
  switch (step.kind) {
    case "delivered":
      await env.SIGNUPS_KV.put(kvKeys.delivered(signup.id), "1", { expirationTtl: DELIVERED_TTL_SECONDS }).catch((error) => {
        console.warn(`[signup] could not remember ${signup.id} as delivered; a redelivery would be an upsert at Kit`, error);
      });
      queued.ack();
      return;
    case "again":
      if (step.failed)
        console.warn(
          `[signup] attempt ${step.message.attempts} of ${signup.id} failed (${JSON.stringify(step.message.lastError)}); next in ${step.delaySeconds} s`,
        );
      saved = await enqueueSignup(env.SIGNUP_QUEUE, step.message, step.delaySeconds);
      break;
    case "dead":
      saved = await keepDeadLetter(env, step.message, step.problem);
      break;
    case "refuse":
      // Only the endpoint refuses; kept all the same should that change.
      saved = await keepDeadLetter(
        env,
        message,
        step.code === "INVALID_EMAIL" ? { code: "invalid-email", details: step.details } : notConfiguredProblem(step.details),
      );
      break;
  }
  if (saved) {
    queued.ack();
    return;
  }
  // Neither the queue nor the dead-letter store took it: the queue retries this very message
  // (counting toward max_retries, then signups-dlq, whose consumer keeps it).
  console.error(`[signup] could not settle queued signup ${signup.id}; the queue retries it`);
  queued.retry({ delaySeconds: Math.ceil(step.kind === "again" ? step.delaySeconds : config.signupBackoffSeconds) });
}

/**
 * Whether this signup already reached Kit (a message can be delivered twice). A marker that cannot
 * be read counts as not delivered: Kit's create and add-to-form are upserts, so sending again
 * sends no second email, while waiting for KV would hold every signup for the whole outage.
 */
async function wasDelivered(kv: KVNamespace, signupId: string): Promise<boolean> {
  try {
    return (await kv.get(kvKeys.delivered(signupId))) !== null;
  } catch (error) {
    console.warn(`[signup] could not read the delivered marker of ${signupId}; delivering (Kit's calls are upserts)`, error);
    return false;
  }
}
