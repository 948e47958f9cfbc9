/**
 * Proofs of consent are kept two years from their last change (the privacy and cookie policies
 * say so, src/content/legal.ts), then deleted by the daily cron: the index on `received_at` makes
 * the delete read only the expired rows.
 */
export const CONSENT_RECORD_DAYS = 2 * 365;

export async function deleteExpiredConsents(db: D1Database, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - CONSENT_RECORD_DAYS * 86_400_000).toISOString();
  const result = await db.prepare("DELETE FROM consent_records WHERE received_at < ?").bind(cutoff).run();
  return result.meta.changes ?? 0;
}
