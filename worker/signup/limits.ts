import { magnets } from "../../src/content/magnets";

/** Numbers of the signup limits, the Kit calls and the queue. KV (the cooldown) cannot expire a key sooner than 60 s. */
export const signupLimits = {
  /** Largest request body read, in bytes: an email and a few fields fit many times over. */
  maxBodyBytes: 4096,
  /** Per client (an IPv4 address, or an IPv6 /64): this many signups in a window. */
  clientMaxSignups: 5,
  clientWindowSeconds: 600,
  /** The same email for the same list is taken once in this time (double clicks, repeats). */
  emailCooldownSeconds: 600,
  /**
   * Per mailbox (plus-tags and Gmail's dots folded): signups sent on to Kit in a window, one for
   * each list (the newsletter and each lead magnet: 6). Each new spelling of an address is a new
   * Kit subscriber and a confirmation email, so this bounds the emails one inbox can be sent
   * through this site.
   */
  mailboxMaxSignups: 1 + Object.keys(magnets).length,
  mailboxWindowSeconds: 24 * 3600,
  /** One deadline for all of a visitor's Kit calls; past it the signup is queued. */
  kitTimeoutMs: 5000,
  /** Per call, in the queue consumer: nobody waits on it, but a hung call holds one of its lanes. */
  kitQueueTimeoutMs: 8000,
  /** How long the endpoint waits for the budget's answer before queueing instead. */
  pacerAnswerMs: 500,
  /** How long the consumer sleeps for one request's slot before re-queueing the signup instead. */
  pacerMaxWaitMs: 30_000,
  /** Kit's documented limit: 120 requests per rolling 60 s per API key. */
  kitRequestsPerMinute: 120,
  /**
   * First pause after a 429 and first retry delay, in seconds (Kit's window is 60 s). Retry n of a
   * failing signup waits base * 2^(n-1), capped; after `maxAttempts` failed attempts (about 4 hours
   * with the defaults) it goes to the dead-letter store. Pauses for 429s and for the budget are
   * not attempts. SIGNUP_BACKOFF_SECONDS overrides the base (tests and the bench).
   */
  backoffSeconds: 60,
  retryMaxSeconds: 4 * 3600,
  maxAttempts: 8,
  /** RFC 5321: a forward path of 256 octets, so an address of at most 254. */
  maxEmailLength: 254,
  maxReferrerLength: 2048,
} as const;

/** Delay before the next attempt after `attempts` failed ones (counting from 1). */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(Math.round(base * 2 ** Math.max(0, attempts - 1)), signupLimits.retryMaxSeconds);
}
