import * as v from "valibot";
import { firstRow } from "../store";

/** D1 rows of the programme (migrations/0006_referrals.sql). */
const codeRowSchema = v.object({
  code: v.string(),
  email: v.string(),
  email_hash: v.string(),
  /** Keyed hash of the subscriber's mailbox (./codes.ts); null only on an old row the cron has not filled in yet. */
  mailbox_hash: v.nullable(v.string()),
  kit_subscriber_id: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  created_at: v.number(),
  revoked_at: v.nullable(v.number()),
});
export type CodeRow = v.InferOutput<typeof codeRowSchema>;

/** A count of rows (`COUNT(*) AS n`). */
const count = v.object({ n: v.number() });

export async function codeRow(db: D1Database, code: string): Promise<CodeRow | null> {
  return firstRow(db.prepare("SELECT * FROM referral_codes WHERE code = ?1").bind(code), codeRowSchema);
}

/** A code that is live (not revoked). */
export async function liveCode(db: D1Database, code: string): Promise<CodeRow | null> {
  const row = await codeRow(db, code);
  return row && row.revoked_at === null ? row : null;
}

/** Friends of a code that count now (confirmed, and past the hold period). */
export async function confirmedCount(db: D1Database, code: string, nowSeconds: number): Promise<number> {
  const row = await firstRow(
    db.prepare("SELECT COUNT(*) AS n FROM referrals WHERE code = ?1 AND status = 'confirmed' AND counts_at <= ?2").bind(code, nowSeconds),
    count,
  );
  return row?.n ?? 0;
}

export async function pendingCount(db: D1Database, code: string, nowSeconds: number): Promise<number> {
  const row = await firstRow(
    db
      .prepare("SELECT COUNT(*) AS n FROM referrals WHERE code = ?1 AND (status = 'pending' OR (status = 'confirmed' AND counts_at > ?2))")
      .bind(code, nowSeconds),
    count,
  );
  return row?.n ?? 0;
}

/** Whether a mailbox already has a code: it is (or was) a subscriber, never a new friend. */
export async function isKnownMailbox(db: D1Database, mailboxHash: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM referral_codes WHERE mailbox_hash = ?1 LIMIT 1").bind(mailboxHash).first()) !== null;
}
