import { claim, closeJob, fail, jobId, oweOnce, type OutboxClaim, type OutboxPolicy } from "../outbox";

/**
 * The owner's email of each inquiry, and each digest, as jobs of the one outbox (worker/outbox):
 * a sender claims the job with a lease (only one holds it at a time); a sender that dies between
 * the claim and the send leaves a lease that expires, and the 5-minute cron takes it up again.
 * `emailed_at` on the inquiry is set only after Email Routing accepted the message.
 */
export const INQUIRY_EMAIL = "inquiry-email";
export const INQUIRY_DIGEST = "inquiry-digest";

/** How long a claim lasts. A send is one binding call, and work after a response may run 30 s; a dead claim is retaken after this. */
export const EMAIL_LEASE_SECONDS = 300;

/**
 * No wait between tries of its own: the queue's retry and the cron's sweep pace them. An email
 * still failing after a day of sweeps is given up (the inquiry stays on the owner's list).
 */
export const EMAIL_POLICY: OutboxPolicy = { leaseSeconds: EMAIL_LEASE_SECONDS, backoffSeconds: () => 0, maxAttempts: 288 };

/** The statement that owes an inquiry's email, for the batch that stores the inquiry (owed once: a retried store owes nothing new). */
export const oweEmail = (db: D1Database, id: string, now = Date.now()) => oweOnce(db, INQUIRY_EMAIL, id, now);

/** Claims an inquiry's email: undefined when it went out, waits for the digest, another sender holds it, or there is no such inquiry. */
export function takeEmailLease(db: D1Database, id: string, now = Date.now()): Promise<OutboxClaim | undefined> {
  return claim(db, jobId(INQUIRY_EMAIL, id), EMAIL_POLICY, now);
}

/** The send was accepted: the email is done, whoever holds the claim now. */
export async function markEmailed(db: D1Database, id: string, at = Date.now()): Promise<void> {
  await db.batch([
    db.prepare("UPDATE speaker_inquiries SET emailed_at = ?1 WHERE id = ?2").bind(new Date(at).toISOString(), id),
    closeJob(db, jobId(INQUIRY_EMAIL, id), at),
  ]);
}

/** A failed send: counted, and free at once for the queue's retry or the sweep. */
export async function releaseEmailLease(db: D1Database, held: OutboxClaim, error: unknown): Promise<void> {
  await fail(db, held, error, EMAIL_POLICY);
}

/** Over the hourly cap: the inquiry waits for the cron's digest instead of its own email. */
export async function holdForDigest(db: D1Database, id: string, at = Date.now()): Promise<void> {
  await db.batch([
    db.prepare("UPDATE speaker_inquiries SET email_held_at = ?1 WHERE id = ?2").bind(new Date(at).toISOString(), id),
    closeJob(db, jobId(INQUIRY_EMAIL, id), at),
  ]);
}
