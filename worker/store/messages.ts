import type { MagnetSlug } from "../../src/content";
import { storedReasonOf, type StoredReason } from "../../src/signup/index.ts";

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
  /** The YouTube id of the video whose page the signup was made on (Kit's "Signup video" field). */
  video?: string;
}

/** The queue's message body. Versioned so a deploy can read messages an older build left. */
export interface SignupMessage {
  v: 1;
  signup: Signup;
  /** Failed delivery attempts so far (pauses for Kit's budget or a 429 are not attempts). */
  attempts?: number;
  /** Why the last attempt failed: a code (a message an older build queued may hold its words). */
  lastError?: StoredReason;
}

/** A signup kept for the owner: `dead-letter:<storedAt>:<id>` in SIGNUPS_KV. */
export interface DeadLetter extends SignupMessage {
  /** Why Kit did not take it: a code (an older record holds its words). */
  reason: StoredReason;
  storedAt: string;
}

/** The one way a queue message is built: the endpoint's, the consumer's, the replay's. */
export function signupMessage(signup: Signup, attempts = 0, lastError?: StoredReason): SignupMessage {
  return { v: 1, signup, attempts, ...(lastError !== undefined ? { lastError } : {}) };
}

/** Reads a queue message body back, refusing anything that is not a signup this code wrote. */
export function readSignupMessage(body: unknown): SignupMessage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { v, signup, attempts, lastError } = body as Partial<SignupMessage>;
  if (v !== 1 || typeof signup !== "object" || signup === null) return undefined;
  if (typeof signup.id !== "string" || typeof signup.email !== "string" || typeof signup.receivedAt !== "string") return undefined;
  const count = typeof attempts === "number" && Number.isInteger(attempts) && attempts >= 0 ? attempts : 0;
  return signupMessage(signup as Signup, count, storedReasonOf(lastError));
}
