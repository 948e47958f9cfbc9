import type { Env } from "../env";
import { KitError } from "../kit/kit-error";
import { storeDeadLetter } from "./dead-letters";
import { enqueueSignup, signupMessageOf } from "./enqueue";
import { readKitConfig, type KitConfig } from "./kit-config";
import { kitPacer, PacerRefusal, backoffSeconds, type KitPacer } from "./kit-pacer";
import { deliverToKit, kitRequestsFor } from "./kit-provider";
import { kvKeys } from "./kv-keys";
import { signupLimits, retryDelaySeconds } from "./limits";
import { deliverLocally } from "./local-provider";
import type { Signup, SignupMessage } from "./signup";

/**
 * What happens to a signup, for the endpoint and the queue consumer alike.
 *
 * - Deliver now: only when Kit's budget has room this instant (the visitor never waits on it), in
 *   one attempt under one deadline (signupLimits.kitTimeoutMs); each later call only in its own
 *   slot and never during a 429 pause, else the signup is queued from there.
 * - Queue: everything else, whatever Kit answered: timeouts, resets, 5xx, 429, 401/403/404, an
 *   unusable 2xx, a 400/422 that does not name the email. The visitor gets success.
 * - Refuse: only a 422 on the create call whose errors name the email (INVALID_EMAIL).
 * - Retry: the consumer paces every call through the budget; a 429 pauses everyone (growing
 *   pause); budget waits and pauses are not attempts. A failed attempt waits base * 2^(n-1).
 * - Give up: after `maxAttempts` failed attempts, or an email Kit refused, the signup goes to the
 *   dead-letter store with its reason, for the owner to replay. Nothing is dropped.
 */

export type IntakeOutcome =
  | { kind: "delivered" }
  | { kind: "queued" }
  | { kind: "invalid-email"; details: string[] }
  /** The worker lacks its Kit settings altogether (CONFIG_ERROR). */
  | { kind: "not-configured"; problems: string[] }
  /** Kit did not take it and neither did the queue: the visitor must try again. */
  | { kind: "unsaved" };

type Verdict =
  | { kind: "invalid-email"; details: string[] }
  | { kind: "retry"; reason: string; rateLimited: boolean }
  | { kind: "paused"; retryInMs: number; reason: string };

/** One verdict per failure, with a loud log for the ones only the owner can fix. */
function verdictFor(error: unknown, config: KitConfig | undefined): Verdict {
  if (error instanceof PacerRefusal) return { kind: "paused", retryInMs: error.retryInMs, reason: error.message };
  if (!(error instanceof KitError)) return { kind: "retry", reason: `Unexpected: ${String(error)}`, rateLimited: false };
  const reason = error.message;
  switch (error.kind) {
    case "rate_limited":
      return { kind: "retry", reason, rateLimited: true };
    case "invalid":
      if (error.status === 422 && error.call === "create" && error.details.some((detail) => /e-?mail/i.test(detail))) {
        return { kind: "invalid-email", details: error.details };
      }
      alert("KIT_REJECTED_REQUEST", reason, "Kit refused a request this site built; check what the details name (the form's settings, the referrer) and report it.");
      return { kind: "retry", reason, rateLimited: false };
    case "unauthorized":
      alert("KIT_AUTH", reason, "Kit refused the API key. Set a valid v4 key: `npx wrangler secret put KIT_API_KEY`.");
      return { kind: "retry", reason, rateLimited: false };
    case "not_found":
      if (error.call === "form") alert("KIT_NOT_FOUND", reason, `Kit has no form ${config?.formId ?? ""} (or did not have the subscriber yet). Check KIT_NEWSLETTER_FORM_ID.`);
      else if (error.call === "tag") alert("KIT_NOT_FOUND", reason, "Kit has no such tag. Check KIT_TAG_IDS.");
      else alert("KIT_NOT_FOUND", reason, "Kit has no such endpoint. Check KIT_API_BASE (https://api.kit.com/v4).");
      return { kind: "retry", reason, rateLimited: false };
    default:
      return { kind: "retry", reason, rateLimited: false };
  }
}

function alert(name: string, reason: string, fix: string): void {
  console.error(`[signup alert] ${name}: ${reason}. ${fix} Signups wait in the queue meanwhile.`);
}

/** A 429 pauses every Kit call (the budget doubles the pause per 429 in a row); returns the pause in seconds. */
async function pauseAfter429(pacer: KitPacer): Promise<number> {
  const pauseMs = await pacer.rateLimited();
  console.warn(`[signup] KIT_RATE_LIMITED: Kit answered 429; every Kit call waits ${Math.ceil(pauseMs / 1000)} s`);
  return pauseMs / 1000;
}

/** POST /api/subscribe: deliver now if the budget allows, else queue; the visitor waits at most one deadline. */
export async function intakeSignup(env: Env, signup: Signup, background: (work: Promise<unknown>) => void): Promise<IntakeOutcome> {
  const provider = readKitConfig(env);
  if (provider.kind === "invalid") {
    alert("KIT_CONFIG_MISSING", provider.problems.join("; "), "Set the Kit settings (README, Configuration).");
    return { kind: "not-configured", problems: provider.problems };
  }
  const message: SignupMessage = { v: 1, signup, attempts: 0 };

  if (provider.kind === "local") {
    try {
      await deliverLocally(env.SIGNUPS_KV, signup);
      return { kind: "delivered" };
    } catch (error) {
      return queue(env, { ...message, attempts: 1, lastError: String(error) }, backoffSeconds(env));
    }
  }

  const { config } = provider;
  const pacer = await kitPacer(env, config.apiKey);
  const reservation = await pacer.reserveNow(kitRequestsFor(signup, config));
  if (!reservation) return queue(env, message, 0);
  try {
    // Each call goes in its own slot (or a fresh one) and never into a 429 pause; else the signup is queued.
    await deliverToKit(config, signup, { signal: AbortSignal.timeout(signupLimits.kitTimeoutMs), beforeRequest: reservation.beforeRequest, onAnswer: pacer.answered });
    background(pacer.settled());
    return { kind: "delivered" };
  } catch (error) {
    const verdict = verdictFor(error, config);
    background(pacer.settled());
    if (verdict.kind === "invalid-email") {
      console.warn(`[signup] Kit refused the address of ${signup.id}: ${verdict.details.join("; ")}`);
      return verdict;
    }
    if (verdict.kind === "paused") return queue(env, message, verdict.retryInMs / 1000);
    console.warn(`[signup] queued ${signup.id} after Kit failed: ${verdict.reason}`);
    if (verdict.rateLimited) return queue(env, { ...message, lastError: verdict.reason }, await pauseAfter429(pacer));
    return queue(env, { ...message, attempts: 1, lastError: verdict.reason }, retryDelaySeconds(1, backoffSeconds(env)));
  }
}

async function queue(env: Env, message: SignupMessage, delaySeconds: number): Promise<IntakeOutcome> {
  return (await enqueueSignup(env.SIGNUP_QUEUE, message, delaySeconds)) ? { kind: "queued" } : { kind: "unsaved" };
}

/** How long a delivered signup's id is remembered, so a redelivered message is not sent twice. */
const DELIVERED_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The queue consumer's side, for one message (the budget paces every call, however many messages
 * are in flight). Each message is acknowledged once it is delivered, re-sent with a delay (pauses
 * keep the attempt count, failures raise it), or kept for the owner as a dead letter. Only when
 * none of that can be saved is the message left to the queue's own retries (max_retries, then
 * signups-dlq), so a KV or queue outage delays a signup but never drops it.
 */
export async function settleQueuedMessage(env: Env, queued: Message<unknown>): Promise<void> {
  const message = signupMessageOf(queued.body);
  if (!message) {
    console.error(`[signup alert] UNREADABLE_MESSAGE: a queue message that is not a signup was dropped; it was: ${JSON.stringify(queued.body)}`);
    queued.ack();
    return;
  }
  const { signup } = message;
  let outcome: Attempt;
  try {
    if (await wasDelivered(env.SIGNUPS_KV, signup.id)) {
      queued.ack();
      return;
    }
    outcome = await attempt(env, message);
  } catch (error) {
    // Not one of Kit's answers (the policy reads those): the budget object or the runtime failed.
    // A failed attempt like any other, carrying its real error.
    outcome = failedAttempt(message, `Could not attempt delivery: ${String(error)}`, backoffSeconds(env));
  }
  if (outcome.kind === "delivered") {
    await env.SIGNUPS_KV.put(kvKeys.delivered(signup.id), "1", { expirationTtl: DELIVERED_TTL_SECONDS }).catch((error) => {
      console.warn(`[signup] could not remember ${signup.id} as delivered; a redelivery would be an upsert at Kit`, error);
    });
    queued.ack();
    return;
  }
  const saved =
    outcome.kind === "dead"
      ? await keepDeadLetter(env, outcome.message, outcome.reason)
      : await enqueueSignup(env.SIGNUP_QUEUE, outcome.message, outcome.delaySeconds);
  if (saved) {
    queued.ack();
    return;
  }
  // Neither the queue nor the dead-letter store took it: the queue retries this very message
  // (counting toward max_retries, then signups-dlq, whose consumer keeps it).
  console.error(`[signup] could not settle queued signup ${signup.id}; the queue retries it`);
  queued.retry({ delaySeconds: Math.ceil(outcome.kind === "dead" ? backoffSeconds(env) : outcome.delaySeconds) });
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

/**
 * Keeps a signup given up on: in the dead-letter store, or, when KV cannot take it, in signups-dlq
 * with its reason, whose consumer stores it once KV is back. False when neither took it.
 */
async function keepDeadLetter(env: Env, message: SignupMessage, reason: string): Promise<boolean> {
  try {
    await storeDeadLetter(env.SIGNUPS_KV, message, reason);
    return true;
  } catch (error) {
    console.error(`[signup] dead letter ${message.signup.id} could not be stored; handing it to signups-dlq`, error);
  }
  try {
    await env.DEAD_LETTER_QUEUE.send({ ...message, lastError: reason } satisfies SignupMessage, { contentType: "json" });
    return true;
  } catch (error) {
    console.error(`[signup alert] QUEUE_UNAVAILABLE: signups-dlq refused dead letter ${message.signup.id}`, error);
    return false;
  }
}

type Attempt =
  | { kind: "delivered" }
  | { kind: "again"; message: SignupMessage; delaySeconds: number }
  | { kind: "dead"; message: SignupMessage; reason: string };

/** A failed attempt: tried again after a growing delay, or given up on after `maxAttempts`. */
function failedAttempt(message: SignupMessage, reason: string, base: number): Attempt {
  const attempts = (message.attempts ?? 0) + 1;
  const next = { ...message, attempts, lastError: reason };
  if (attempts >= signupLimits.maxAttempts) return { kind: "dead", message: next, reason: `Gave up after ${attempts} attempts; last: ${reason}` };
  console.warn(`[signup] attempt ${attempts} of ${message.signup.id} failed (${reason}); next in ${retryDelaySeconds(attempts, base)} s`);
  return { kind: "again", message: next, delaySeconds: retryDelaySeconds(attempts, base) };
}

async function attempt(env: Env, message: SignupMessage): Promise<Attempt> {
  const failed = (reason: string) => failedAttempt(message, reason, backoffSeconds(env));

  const provider = readKitConfig(env);
  if (provider.kind === "invalid") {
    const reason = `Kit is not configured: ${provider.problems.join("; ")}`;
    alert("KIT_CONFIG_MISSING", reason, "Set the Kit settings (README, Configuration).");
    return failed(reason);
  }
  if (provider.kind === "local") {
    try {
      await deliverLocally(env.SIGNUPS_KV, message.signup);
      return { kind: "delivered" };
    } catch (error) {
      return failed(`Local store failed: ${String(error)}`);
    }
  }

  const { config } = provider;
  const pacer = await kitPacer(env, config.apiKey);
  try {
    await deliverToKit(config, message.signup, {
      callTimeoutMs: signupLimits.kitQueueTimeoutMs,
      beforeRequest: () => pacer.waitForSlot(signupLimits.pacerMaxWaitMs),
      onAnswer: pacer.answered,
    });
    await pacer.settled();
    return { kind: "delivered" };
  } catch (error) {
    await pacer.settled();
    const verdict = verdictFor(error, config);
    if (verdict.kind === "invalid-email") {
      return { kind: "dead", message, reason: `Kit refused the email address: ${verdict.details.join("; ")}` };
    }
    if (verdict.kind === "paused") return { kind: "again", message, delaySeconds: verdict.retryInMs / 1000 };
    if (verdict.rateLimited) return { kind: "again", message: { ...message, lastError: verdict.reason }, delaySeconds: await pauseAfter429(pacer) };
    return failed(verdict.reason);
  }
}

/** Dead letters the owner asked to replay (`replay:` keys) go back to the queue, attempts reset. */
export async function requeueReplays(env: Env): Promise<number> {
  let moved = 0;
  let cursor: string | undefined;
  do {
    const page = await env.SIGNUPS_KV.list({ prefix: "replay:", ...(cursor ? { cursor } : {}) });
    for (const { name } of page.keys) {
      const message = signupMessageOf(await env.SIGNUPS_KV.get(name, "json"));
      if (message && (await enqueueSignup(env.SIGNUP_QUEUE, { v: 1, signup: message.signup, attempts: 0 }, 0))) {
        await env.SIGNUPS_KV.delete(name);
        moved++;
      } else if (!message) {
        console.error(`[signup alert] UNREADABLE_MESSAGE: ${name} is not a signup; left in place`);
      }
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  if (moved) console.log(`[signup] replayed ${moved} dead letter(s) into the queue`);
  return moved;
}
