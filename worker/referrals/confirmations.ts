import type { Env } from "../config";
import * as v from "valibot";
import { allRows, firstRow, mailboxOf } from "../store";
import { addressHash, mailboxHash, newCode } from "./codes";
import { oweKitJob, oweRewards } from "./kit-jobs";
import type { ReferralSettings } from "./settings";
import { codeRow, confirmedCount, isKnownMailbox } from "./store";

/** What Kit's signed subscriber events carry that the programme reads (data.subscriber). */
export interface KitSubscriber {
  id?: number | string | null;
  email_address: string;
  first_name?: string | null;
}

const now = () => Math.floor(Date.now() / 1000);
const FIRST_NAME_MAX = 60;
/** A row that names a code (`RETURNING code`). */
const codeOnly = v.object({ code: v.string() });

/**
 * Kit's signed `subscriber.activated`: the subscriber gets a code (and the Kit job that writes
 * their links), and, if they came through someone's code, that referral is confirmed, unless the
 * friend's mailbox already had a code (the referrer's own, under any spelling: `a+1@x.com` for
 * `a@x.com`, or any earlier subscriber's) or the friend signed up from the referrer's own visitor
 * that hour. A referral goes from pending to confirmed once (a conditional update), so a repeated
 * delivery or a second activation of the same mailbox counts nothing more. Returns the codes whose
 * Kit jobs are due.
 */
export async function referralActivated(env: Env, settings: ReferralSettings, subscriber: KitSubscriber): Promise<string[]> {
  const db = env.DB;
  const email = subscriber.email_address.trim().toLowerCase();
  const [mailbox, typed] = [await mailboxHash(settings.secret, email), await addressHash(settings.secret, email)];
  const touched: string[] = [];

  // Keyed by mailbox; a referral kept before mailboxes is keyed by the address as typed.
  const referral = await firstRow(
    db
      .prepare("SELECT friend_hash, code, visitor, signup_day FROM referrals WHERE friend_hash IN (?1, ?2) AND status = 'pending' LIMIT 1")
      .bind(mailbox, typed),
    v.object({ friend_hash: v.string(), code: v.string(), visitor: v.string(), signup_day: v.string() }),
  );
  if (referral) {
    const referrer = await codeRow(db, referral.code);
    const refused =
      !referrer ||
      referrer.revoked_at !== null ||
      mailboxOf(referrer.email) === mailboxOf(email) ||
      (await isKnownMailbox(db, mailbox)) ||
      (await isOwnerVisitor(db, referral));
    const at = now();
    const updated = await firstRow(
      db
        .prepare("UPDATE referrals SET status = ?2, confirmed_at = ?3, counts_at = ?4 WHERE friend_hash = ?1 AND status = 'pending' RETURNING code")
        .bind(referral.friend_hash, refused ? "refused" : "confirmed", at, at + settings.holdSeconds),
      codeOnly,
    );
    if (updated && !refused && settings.holdSeconds === 0) {
      await rewardMatured(db, at);
      touched.push(referral.code);
    }
  }

  const firstName = subscriber.first_name?.trim().slice(0, FIRST_NAME_MAX) || null;
  const kitId = subscriber.id == null ? null : String(subscriber.id);
  // A returning subscriber keeps their code (live again); a new one gets a fresh one.
  const own = await firstRow(
    db
      .prepare(
        `INSERT INTO referral_codes (code, email, email_hash, mailbox_hash, kit_subscriber_id, first_name, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (email) DO UPDATE SET revoked_at = NULL, mailbox_hash = excluded.mailbox_hash, kit_subscriber_id = COALESCE(excluded.kit_subscriber_id, kit_subscriber_id), first_name = COALESCE(excluded.first_name, first_name)
       RETURNING code`,
      )
      .bind(newCode(), email, typed, mailbox, kitId, firstName, now()),
    codeOnly,
  );
  if (own) {
    await oweKitJob(db, "referral-links", own.code);
    touched.push(own.code);
  }
  return touched;
}

/** The referrer's own visitor noted on their progress page (./signups.ts) is the one the friend signed up from. */
async function isOwnerVisitor(db: D1Database, referral: { code: string; visitor: string; signup_day: string }): Promise<boolean> {
  if (!referral.visitor) return false;
  return (
    (await db
      .prepare("SELECT 1 FROM referral_owner_visits WHERE code = ?1 AND day = ?2 AND visitor = ?3 LIMIT 1")
      .bind(referral.code, referral.signup_day, referral.visitor)
      .first()) !== null
  );
}

/**
 * Confirmed referrals past their hold that have not yet been looked at for rewards: each code's
 * count is taken and the rewards it reached are owed (once each, by the job's id).
 */
export async function rewardMatured(db: D1Database, nowSeconds = now()): Promise<string[]> {
  const matured = await allRows(
    db.prepare("UPDATE referrals SET rewarded = 1 WHERE status = 'confirmed' AND rewarded = 0 AND counts_at <= ?1 RETURNING code").bind(nowSeconds),
    codeOnly,
  );
  const codes = [...new Set(matured.map((row) => row.code))];
  for (const code of codes) await oweRewards(db, code, await confirmedCount(db, code, nowSeconds));
  return codes;
}

/**
 * Kit's signed `subscriber.unsubscribed`: a friend still in the hold period no longer counts, and
 * the subscriber's own code is revoked (its share page becomes the plain landing).
 */
export async function referralUnsubscribed(env: Env, settings: ReferralSettings, subscriber: KitSubscriber): Promise<void> {
  const db = env.DB;
  const email = subscriber.email_address.trim().toLowerCase();
  const [mailbox, typed] = [await mailboxHash(settings.secret, email), await addressHash(settings.secret, email)];
  const at = now();
  await db.batch([
    db.prepare("UPDATE referrals SET status = 'cancelled' WHERE friend_hash IN (?1, ?2) AND status = 'confirmed' AND counts_at > ?3").bind(mailbox, typed, at),
    db.prepare("UPDATE referral_codes SET revoked_at = ?2 WHERE email = ?1 AND revoked_at IS NULL").bind(email, at),
  ]);
}
