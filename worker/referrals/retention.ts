import { forgetDone } from "../outbox";
import { REFERRAL_JOB_KINDS } from "./kit-jobs";
/**
 * What the programme keeps, and for how long (the privacy policy says the same, src/content/legal.ts):
 * - a friend who never confirmed, or was refused or cancelled: 30 days after the signup;
 * - a confirmed referral (who referred whom, as a keyed hash of the friend's address): 13 months;
 * - a revoked code (the referrer unsubscribed), with its referrals: 30 days after the revocation;
 * - the referrer's visitor hashes: 2 days; Kit jobs done: 30 days.
 */
export const UNCONFIRMED_KEPT_DAYS = 30;
export const CONFIRMED_KEPT_DAYS = 396;
const DAY = 86_400;

export async function forgetOldReferrals(db: D1Database, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  const twoDaysAgo = new Date((nowSeconds - 2 * DAY) * 1000).toISOString().slice(0, 10);
  await db.batch([
    db.prepare("DELETE FROM referrals WHERE status <> 'confirmed' AND signed_up_at < ?1").bind(nowSeconds - UNCONFIRMED_KEPT_DAYS * DAY),
    db.prepare("DELETE FROM referrals WHERE status = 'confirmed' AND confirmed_at < ?1").bind(nowSeconds - CONFIRMED_KEPT_DAYS * DAY),
    db.prepare("DELETE FROM referrals WHERE code IN (SELECT code FROM referral_codes WHERE revoked_at < ?1)").bind(nowSeconds - UNCONFIRMED_KEPT_DAYS * DAY),
    db.prepare("DELETE FROM referral_codes WHERE revoked_at < ?1").bind(nowSeconds - UNCONFIRMED_KEPT_DAYS * DAY),
    db.prepare("DELETE FROM referral_owner_visits WHERE day < ?1").bind(twoDaysAgo),
    ...REFERRAL_JOB_KINDS.map((kind) => forgetDone(db, kind, (nowSeconds - UNCONFIRMED_KEPT_DAYS * DAY) * 1000)),
  ]);
}
