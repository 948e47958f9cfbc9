import { sha256 } from "../digest";
import type { LimitCounter, LimitDecision } from "./counter";
import { rememberedWait, rememberRefusal } from "./refusals";

export interface WindowLimit {
  /** What is counted; with the subject's digest, the counter's name (no address or email in clear). */
  kind: string;
  max: number;
  windowSeconds: number;
  /**
   * When the counter cannot answer (an outage, or a spent Durable Object quota on the Free plan,
   * which an attacker can cause): "allow" lets the request through (default: a lost signup is
   * worse than a few extra); "refuse" fails closed, for limits that guard a secret.
   */
  whenUnavailable?: "allow" | "refuse";
  /**
   * Remember a refusal in the isolate (./refusals.ts): until it ends, the subject is refused with
   * no Durable Object request. Only for limits nothing gives back (a wrong password).
   */
  rememberRefusals?: boolean;
}

/** `unavailable`: refused because the counter could not answer (a "refuse" limit), not because it was spent. */
export type RateDecision = LimitDecision | { allowed: false; retryAfter: number; unavailable: true };

/** When a counter is overloaded or unavailable, come back after this long. */
const OVERLOADED_RETRY_SECONDS = 60;

/** The subject's own counter, named by the kind of limit and the subject's digest. */
async function counterOf(counters: DurableObjectNamespace<LimitCounter>, limit: WindowLimit, subject: string) {
  return counters.get(counters.idFromName(`${limit.kind}:${await sha256(subject)}`));
}

/**
 * Counts one request of `subject` (a client key, a mailbox) against `limit`, exactly, in the
 * subject's own counter (./counter.ts).
 *
 * When the counter cannot answer, the request goes through (fail-open) unless the limit says
 * `whenUnavailable: "refuse"`: a lost signup or consent proof is worse than a few extra during an
 * outage, and Kit's own budget still paces every call; a password guess is not.
 * The one exception is an overloaded counter: only a flood aimed at that one subject can overload
 * it, so letting that through would open the limit to exactly the flood it is for; it is refused.
 * No deadline of our own for the same reason: a client able to slow its own counter must not
 * pass by it.
 */
export async function rateLimit(counters: DurableObjectNamespace<LimitCounter>, limit: WindowLimit, subject: string): Promise<RateDecision> {
  const remembered = rememberedRefusal(limit, subject);
  if (remembered) return remembered;
  try {
    const decision = await (await counterOf(counters, limit, subject)).take(limit.max, limit.windowSeconds);
    if (!decision.allowed && limit.rememberRefusals) rememberRefusal(`${limit.kind}:${subject}`, decision.retryAfter);
    return decision;
  } catch (error) {
    if ((error as { overloaded?: unknown } | null)?.overloaded === true) {
      console.warn(`[limits] ${limit.kind} counter overloaded; refusing the request`, error);
      return { allowed: false, retryAfter: OVERLOADED_RETRY_SECONDS };
    }
    if (limit.whenUnavailable === "refuse") {
      console.error(`[limits] ${limit.kind} counter unavailable; refusing the request (this limit fails closed)`, error);
      return { allowed: false, retryAfter: OVERLOADED_RETRY_SECONDS, unavailable: true };
    }
    console.warn(`[limits] ${limit.kind} counter unavailable; letting the request through`, error);
    return { allowed: true };
  }
}

/** The refusal this isolate remembers for `subject` under `limit` (a `rememberRefusals` limit), if any: no Durable Object request. */
export function rememberedRefusal(limit: WindowLimit, subject: string): RateDecision | undefined {
  const wait = limit.rememberRefusals ? rememberedWait(`${limit.kind}:${subject}`) : undefined;
  return wait === undefined ? undefined : { allowed: false, retryAfter: wait };
}

/** Takes back one request `rateLimit` counted for `subject`; a counter that cannot answer keeps it (the stricter side). */
export async function giveBack(counters: DurableObjectNamespace<LimitCounter>, limit: WindowLimit, subject: string): Promise<void> {
  try {
    await (await counterOf(counters, limit, subject)).giveBack();
  } catch (error) {
    console.warn(`[limits] ${limit.kind} counter unavailable; a request it counted stays counted`, error);
  }
}
