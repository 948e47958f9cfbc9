/** Numbers of a signup's way to Kit. Configurable ones (Kit's rate, the first back-off) are in the Config. */
export const deliverySettings = {
  /** One deadline for all of a visitor's Kit calls; past it the signup is queued. */
  kitTimeoutMs: 5000,
  /** Per call, in the queue consumer: nobody waits on it, but a hung call holds one of its lanes. */
  kitQueueTimeoutMs: 8000,
  /** How long the consumer sleeps for one request's slot before re-queueing the signup instead. */
  slotMaxWaitMs: 30_000,
  /**
   * Retry n of a failing signup waits base * 2^(n-1) (base: SIGNUP_BACKOFF_SECONDS), capped at
   * `retryMaxSeconds`; after `maxAttempts` failed attempts (about 4 hours with the defaults) it
   * goes to the dead-letter store. Pauses for 429s and for the budget are not attempts.
   */
  retryMaxSeconds: 4 * 3600,
  maxAttempts: 8,
} as const;

/** Delay before the next attempt after `attempts` failed ones (counting from 1). */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(Math.round(base * 2 ** Math.max(0, attempts - 1)), deliverySettings.retryMaxSeconds);
}
