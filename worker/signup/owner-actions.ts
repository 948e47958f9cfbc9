import type { Config, Env } from "../config";
import { storedReasonOf, type DeliveryProblem } from "../../src/signup";
import { KEY_PREFIX, kvKeys, readSignupMessage, type DeadLetter } from "../store";
import { attemptDelivery } from "./attempt";
import { deadLetterMetadata } from "./dead-letters";
import { notConfiguredProblem } from "./next-step";

/** A dead letter as the owner's page lists it: its KV key and what it holds. */
export interface ListedDeadLetter extends DeadLetter {
  key: string;
}

/** What a replay from the owner's page came to. */
export type ReplayOutcome =
  | { key: string; email: string; result: "delivered" }
  | { key: string; email: string; result: "failed"; reason: DeliveryProblem; receivedAt: string }
  | { key: string; result: "gone" };

const DISMISSED_PREFIX = "dismissed-letter:";

function readDeadLetter(key: string, value: unknown): ListedDeadLetter | undefined {
  const message = readSignupMessage(value);
  if (!message) return undefined;
  const { reason, storedAt } = value as Partial<DeadLetter>;
  return { ...message, key, reason: storedReasonOf(reason) ?? "", storedAt: typeof storedAt === "string" ? storedAt : message.signup.receivedAt };
}

/** Every dead letter waiting, oldest first (keys sort by the time they were stored). Throws when KV cannot answer. */
export async function listDeadLetters(kv: KVNamespace): Promise<ListedDeadLetter[]> {
  const letters: ListedDeadLetter[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: KEY_PREFIX.deadLetter, ...(cursor ? { cursor } : {}) });
    const values = await Promise.all(page.keys.map(async ({ name }) => readDeadLetter(name, await kv.get(name, "json"))));
    for (const letter of values) if (letter) letters.push(letter);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return letters;
}

/** How many dead letters wait (keys only: no value is read). Throws when KV cannot answer. */
export async function countDeadLetters(kv: KVNamespace): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: KEY_PREFIX.deadLetter, ...(cursor ? { cursor } : {}) });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}

const isDeadLetterKey = (key: string) => key.startsWith(KEY_PREFIX.deadLetter) && key.length < 200;

/**
 * Replays one dead letter now, through the queue consumer's own delivery (attemptDelivery, paced
 * by Kit's budget): delivered, it leaves the store and is remembered as delivered; refused again,
 * it stays with the new reason and one more attempt.
 */
export async function replayDeadLetter(env: Env, config: Config, key: string): Promise<ReplayOutcome> {
  const letter = isDeadLetterKey(key) ? readDeadLetter(key, await env.SIGNUPS_KV.get(key, "json")) : undefined;
  if (!letter) return { key, result: "gone" };
  let reason: DeliveryProblem | undefined;
  try {
    const verdict = await attemptDelivery(env, config, letter.signup, "queue");
    if (verdict.kind !== "delivered") reason = verdictProblem(verdict);
  } catch (error) {
    console.error(`[signup] could not attempt delivery of dead letter ${letter.signup.id}:`, error);
    reason = { code: "unexpected" };
  }
  const email = letter.signup.email;
  if (reason === undefined) {
    await env.SIGNUPS_KV.put(kvKeys.delivered(letter.signup.id), "1", { expirationTtl: 7 * 24 * 3600 });
    await env.SIGNUPS_KV.delete(key);
    console.log(`[signup] dead letter ${letter.signup.id} replayed from the owner's page: delivered`);
    return { key, email, result: "delivered" };
  }
  const { key: _key, ...record } = letter;
  const kept: DeadLetter = { ...record, attempts: (letter.attempts ?? 0) + 1, reason };
  await env.SIGNUPS_KV.put(key, JSON.stringify(kept), { metadata: deadLetterMetadata(reason) });
  return { key, email, result: "failed", reason, receivedAt: letter.signup.receivedAt };
}

function verdictProblem(verdict: Exclude<Awaited<ReturnType<typeof attemptDelivery>>, { kind: "delivered" }>): DeliveryProblem {
  switch (verdict.kind) {
    case "failed":
      return verdict.problem;
    case "invalid-email":
      return { code: "invalid-email", details: verdict.details };
    case "not-configured":
      return notConfiguredProblem(verdict.problems);
    case "paused":
      return verdict.problem ?? { code: "paused" };
  }
}

/** Every dead letter now, one after the other (Kit's budget paces them). */
export async function replayAllDeadLetters(env: Env, config: Config): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const letter of await listDeadLetters(env.SIGNUPS_KV)) outcomes.push(await replayDeadLetter(env, config, letter.key));
  return outcomes;
}

/** Dismisses a dead letter: it leaves the waiting list, kept with the owner's reason under `dismissed-letter:`. */
export async function dismissDeadLetter(kv: KVNamespace, key: string, why: string): Promise<boolean> {
  const letter = isDeadLetterKey(key) ? readDeadLetter(key, await kv.get(key, "json")) : undefined;
  if (!letter) return false;
  const { key: _key, ...record } = letter;
  await kv.put(
    `${DISMISSED_PREFIX}${key.slice(KEY_PREFIX.deadLetter.length)}`,
    JSON.stringify({ ...record, dismissedAt: new Date().toISOString(), dismissedBecause: why }),
  );
  await kv.delete(key);
  return true;
}
