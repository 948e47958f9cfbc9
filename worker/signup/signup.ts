import type { MagnetSlug } from "../../src/content/magnets";

/** A validated signup: what the endpoint hands to Kit and what waits in the queue. */
export interface Signup {
  /** Stable id: the queue consumer uses it to deliver each signup once. */
  id: string;
  email: string;
  magnet?: MagnetSlug;
  /** The page and its UTM parameters (Kit's `referrer`). */
  referrer?: string;
  /** ISO time the visitor submitted it. */
  receivedAt: string;
}

/** The queue's message body. Versioned so a deploy can read messages an older build left. */
export interface SignupMessage {
  v: 1;
  signup: Signup;
  /** Failed delivery attempts so far (pauses for Kit's budget or a 429 are not attempts). */
  attempts?: number;
  /** Why the last attempt failed. */
  lastError?: string;
}

/** A signup kept for the owner: `dead-letter:<storedAt>:<id>` in SIGNUPS_KV. */
export interface DeadLetter extends SignupMessage {
  reason: string;
  storedAt: string;
}
