/**
 * The owner's email as an outbox on the inquiry's own row (migrations/0004_inquiry_outbox.sql).
 * A sender takes a lease (`email_lease_until`): only one holds it at a time, and when a sender
 * dies between the claim and the send, the lease expires and the 5-minute cron takes it up again.
 * `emailed_at` is set only after Email Routing accepted the message.
 */

/** How long a claim lasts. A send is one binding call, and work after a response may run 30 s; a dead claim is retaken after this. */
export const EMAIL_LEASE_SECONDS = 300;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the lease on an inquiry's email: its expiry (the lease's token) for the one caller that
 * took it, undefined when the email went out, waits for the digest, another sender holds an
 * unexpired lease, or there is no such row.
 */
export async function takeEmailLease(db: D1Database, id: string, now = Date.now()): Promise<string | undefined> {
  const until = iso(now + EMAIL_LEASE_SECONDS * 1000);
  const result = await db
    .prepare(
      `UPDATE speaker_inquiries SET email_lease_until = ?1
       WHERE id = ?2 AND emailed_at IS NULL AND email_held_at IS NULL AND (email_lease_until IS NULL OR email_lease_until <= ?3)`,
    )
    .bind(until, id, iso(now))
    .run();
  return result.meta.changes > 0 ? until : undefined;
}

/** The send was accepted: the email is done, whoever holds the lease now. */
export async function markEmailed(db: D1Database, id: string, at = new Date().toISOString()): Promise<void> {
  await db.prepare("UPDATE speaker_inquiries SET emailed_at = ?1, email_lease_until = NULL WHERE id = ?2").bind(at, id).run();
}

/** Gives a lease back after a failed send, so the queue's retry need not wait for it to expire. */
export async function releaseEmailLease(db: D1Database, id: string, lease: string): Promise<void> {
  await db.prepare("UPDATE speaker_inquiries SET email_lease_until = NULL WHERE id = ?1 AND email_lease_until = ?2").bind(id, lease).run();
}

/** Over the hourly cap: the inquiry waits for the cron's digest instead of its own email. */
export async function holdForDigest(db: D1Database, id: string, lease: string, at = new Date().toISOString()): Promise<void> {
  await db.prepare("UPDATE speaker_inquiries SET email_held_at = ?1, email_lease_until = NULL WHERE id = ?2 AND email_lease_until = ?3").bind(at, id, lease).run();
}
