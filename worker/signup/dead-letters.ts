import { kvKeys } from "./kv-keys";
import type { DeadLetter, SignupMessage } from "./signup";

/** Dead letters wait this long for the owner (`npm run signups -- list|replay`). */
export const DEAD_LETTER_TTL_SECONDS = 90 * 24 * 3600;

/** Keeps a signup Kit did not take, with the reason, and says so loudly in the log. */
export async function storeDeadLetter(kv: KVNamespace, message: SignupMessage, reason: string): Promise<string> {
  const storedAt = new Date().toISOString();
  const key = kvKeys.deadLetter(storedAt, message.signup.id);
  const record: DeadLetter = { ...message, reason, storedAt };
  await kv.put(key, JSON.stringify(record), { expirationTtl: DEAD_LETTER_TTL_SECONDS, metadata: { reason: reason.slice(0, 200) } });
  console.error(`[signup alert] DEAD_LETTER: signup ${message.signup.id} kept as ${key}: ${reason}. Fix the cause, then \`npm run signups -- replay\``);
  return key;
}
