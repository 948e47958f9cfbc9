import type { StoredReason } from "../../../src/signup";
import type { Env } from "../../config";
import { kvKeys, signupMessage, type DeadLetter, type SignupMessage } from "../../store";
import { signupAlert } from "../alerts";

/** What a dead letter's KV metadata holds: its reason's code (and Kit's status), for a listing that reads no value. */
export function deadLetterMetadata(reason: StoredReason): { code: string; status?: number } {
  if (typeof reason === "string") return { code: "words" };
  return reason.code === "kit" ? { code: reason.code, status: reason.status } : { code: reason.code };
}

/** The log's words for a reason (the owner's page and `npm run signups` word it from src/content). */
const logged = (reason: StoredReason) => (typeof reason === "string" ? reason : JSON.stringify(reason));

/**
 * Keeps a signup Kit did not take, with the reason as a code, and says so loudly in the log. It never
 * expires: it waits until the owner replays or dismisses it (`npm run signups -- replay|dismiss`),
 * and the daily alert (./waiting.ts) says so while it waits.
 */
export async function storeDeadLetter(kv: KVNamespace, message: SignupMessage, reason: StoredReason): Promise<string> {
  const storedAt = new Date().toISOString();
  const key = kvKeys.deadLetter(storedAt, message.signup.id);
  const record: DeadLetter = { ...message, reason, storedAt };
  await kv.put(key, JSON.stringify(record), { metadata: deadLetterMetadata(reason) });
  const kit = typeof reason === "object" && reason.code === "kit" ? { call: reason.call, kind: reason.kind, status: reason.status } : {};
  signupAlert("DEAD_LETTER", `signup ${message.signup.id} kept as ${key}: ${logged(reason)}. Fix the cause, then \`npm run signups -- replay\``, {
    signup: message.signup.id,
    key,
    ...kit,
  });
  return key;
}

/**
 * Keeps a signup given up on: in the dead-letter store, or, when KV cannot take it, in signups-dlq
 * with its reason, whose consumer stores it once KV is back. False when neither took it.
 */
export async function keepDeadLetter(env: Pick<Env, "SIGNUPS_KV" | "DEAD_LETTER_QUEUE">, message: SignupMessage, reason: StoredReason): Promise<boolean> {
  try {
    await storeDeadLetter(env.SIGNUPS_KV, message, reason);
    return true;
  } catch (error) {
    console.error(`[signup] dead letter ${message.signup.id} could not be stored; handing it to signups-dlq`, error);
  }
  try {
    await env.DEAD_LETTER_QUEUE.send(signupMessage(message.signup, message.attempts, reason), { contentType: "json" });
    return true;
  } catch (error) {
    signupAlert("QUEUE_UNAVAILABLE", `signups-dlq refused dead letter ${message.signup.id}: ${String(error)}`, {
      signup: message.signup.id,
      queue: "signups-dlq",
    });
    return false;
  }
}
