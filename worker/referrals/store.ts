/** D1 rows of the programme (migrations/0006_referrals.sql). */
export interface CodeRow {
  code: string;
  email: string;
  email_hash: string;
  /** Keyed hash of the subscriber's mailbox (./codes.ts); null only on an old row the cron has not filled in yet. */
  mailbox_hash: string | null;
  kit_subscriber_id: string | null;
  first_name: string | null;
  created_at: number;
  revoked_at: number | null;
}

export async function codeRow(db: D1Database, code: string): Promise<CodeRow | null> {
  return db.prepare("SELECT * FROM referral_codes WHERE code = ?1").bind(code).first<CodeRow>();
}

/** A code that is live (not revoked). */
export async function liveCode(db: D1Database, code: string): Promise<CodeRow | null> {
  const row = await codeRow(db, code);
  return row && row.revoked_at === null ? row : null;
}

/** Friends of a code that count now (confirmed, and past the hold period). */
export async function confirmedCount(db: D1Database, code: string, nowSeconds: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM referrals WHERE code = ?1 AND status = 'confirmed' AND counts_at <= ?2")
    .bind(code, nowSeconds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function pendingCount(db: D1Database, code: string, nowSeconds: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM referrals WHERE code = ?1 AND (status = 'pending' OR (status = 'confirmed' AND counts_at > ?2))")
    .bind(code, nowSeconds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether a mailbox already has a code: it is (or was) a subscriber, never a new friend. */
export async function isKnownMailbox(db: D1Database, mailboxHash: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM referral_codes WHERE mailbox_hash = ?1 LIMIT 1").bind(mailboxHash).first()) !== null;
}
