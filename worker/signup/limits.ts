/** Numbers of the signup limiter and the Kit calls. KV cannot expire a key sooner than 60 s. */
export const signupLimits = {
  /** Largest request body read, in bytes: an email and a few fields fit many times over. */
  maxBodyBytes: 4096,
  /** Per client (CF-Connecting-IP): this many signups in a window. */
  clientMaxSignups: 5,
  clientWindowSeconds: 600,
  /** The same email for the same list is taken once in this time (double clicks, repeats). */
  emailCooldownSeconds: 600,
  /** A visitor waits on this; the queue consumer may wait longer. */
  kitTimeoutMs: 5000,
  kitQueueTimeoutMs: 15_000,
  /**
   * "A minute" of back-off: after Kit answers 429, signups skip Kit and go to the queue this long
   * (Kit's window resets within 60 s), and the first queue retry waits this long; retry n waits
   * base * 2^(n-1), capped. With max_retries 8, about 4 hours in all before the dead-letter queue.
   * SIGNUP_BACKOFF_SECONDS overrides it (the bench drains its queue with a shorter one).
   */
  backoffSeconds: 60,
  retryMaxSeconds: 4 * 3600,
  /** RFC 5321: a forward path of 256 octets, so an address of at most 254. */
  maxEmailLength: 254,
  maxReferrerLength: 2048,
} as const;

/** Optional variable that shortens every back-off (tests and the bench); absent in production. */
export function backoffSeconds(env: { SIGNUP_BACKOFF_SECONDS?: string }): number {
  const value = Number(env.SIGNUP_BACKOFF_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : signupLimits.backoffSeconds;
}

/** Delay before delivery attempt `attempts + 1` (attempts counts from 1). */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(Math.round(base * 2 ** Math.max(0, attempts - 1)), signupLimits.retryMaxSeconds);
}
