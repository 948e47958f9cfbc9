/**
 * Proofs of consent are kept two years from their last change (the privacy and cookie policies
 * say so, src/content/legal.ts), then deleted by the daily cron: the table is keyed by the day
 * received (migrations/0012), so the delete reads only the expired rows and writes one row each.
 */
export const CONSENT_RECORD_DAYS = 2 * 365;

export async function deleteExpiredConsents(db: D1Database, now = Date.now()): Promise<number> {
  const cutoffDay = new Date(now - CONSENT_RECORD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const result = await db.prepare("DELETE FROM consent_records WHERE received_day < ?").bind(cutoffDay).run();
  return result.meta.changes ?? 0;
}
