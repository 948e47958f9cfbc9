/**
 * Exact per-subject limits (a client's address or /64, a mailbox, a consent record's sender, a
 * password guesser), one Durable Object counter per subject. Used by the signup and consent
 * endpoints and the internal pages' password.
 */
export { clientKey, networkKey } from "./client-key";
export { LimitCounter, type LimitDecision } from "./counter";
export { giveBack, rateLimit, rememberedRefusal, type RateDecision, type WindowLimit } from "./rate-limit";
