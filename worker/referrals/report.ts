import { disposableDomains } from "../../src/content";
import * as v from "valibot";
import { batchRows } from "../store";

/** The owner's view of the programme over a range of signup days (YYYY-MM-DD, inclusive). */
export interface ReferralReport {
  /** Friends who signed up through a code in the range. */
  signups: number;
  /** Of those, the ones who confirmed and count (a part of `signups`, so the rate never passes 100 %). */
  confirmed: number;
  top: { code: string; firstName: string | null; email: string; confirmed: number }[];
  flags: { kind: "many-from-one-visitor" | "disposable" | "never-confirmed"; code: string; friends: number }[];
}

/** Friends from one visitor hash on one day before it is flagged. */
export const MANY_FROM_ONE_VISITOR = 3;
/** Days after which an unconfirmed friend is flagged. */
const NEVER_CONFIRMED_DAYS = 3;
const TOP = 10;

/** A code and how many of its friends a flag counts. */
const flaggedRow = v.object({ code: v.string(), friends: v.number() });

export async function referralReport(db: D1Database, from: string, to: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<ReferralReport> {
  const inRange = "signup_day >= ?1 AND signup_day <= ?2";
  const domains = disposableDomains.map((_, index) => `?${index + 3}`).join(", ");
  const totalsRead = db
    .prepare(
      `SELECT COUNT(*) AS signups, SUM(CASE WHEN status = 'confirmed' AND counts_at <= ?3 THEN 1 ELSE 0 END) AS confirmed FROM referrals WHERE ${inRange}`,
    )
    .bind(from, to, nowSeconds);
  const topRead = db
    .prepare(
      `SELECT r.code AS code, c.first_name AS firstName, c.email AS email, COUNT(*) AS confirmed FROM referrals r JOIN referral_codes c ON c.code = r.code
       WHERE ${inRange} AND r.status = 'confirmed' AND r.counts_at <= ?3 GROUP BY r.code ORDER BY confirmed DESC, r.code LIMIT ${TOP}`,
    )
    .bind(from, to, nowSeconds);
  const crowdedRead = db
    .prepare(
      `SELECT code, MAX(n) AS friends FROM (SELECT code, visitor, signup_day, COUNT(*) AS n FROM referrals WHERE ${inRange} AND visitor <> '' GROUP BY code, visitor, signup_day) WHERE n >= ?3 GROUP BY code`,
    )
    .bind(from, to, MANY_FROM_ONE_VISITOR);
  const disposableRead = db
    .prepare(`SELECT code, COUNT(*) AS friends FROM referrals WHERE ${inRange} AND friend_domain IN (${domains}) GROUP BY code`)
    .bind(from, to, ...disposableDomains);
  const unconfirmedRead = db
    .prepare(`SELECT code, COUNT(*) AS friends FROM referrals WHERE ${inRange} AND status = 'pending' AND signed_up_at < ?3 GROUP BY code`)
    .bind(from, to, nowSeconds - NEVER_CONFIRMED_DAYS * 86_400);
  const [totals, top, crowded, disposable, unconfirmed] = await db.batch([totalsRead, topRead, crowdedRead, disposableRead, unconfirmedRead]);
  // COUNT answers one row even over no referrals; SUM is NULL then.
  const sums = batchRows(totals, totalsRead, v.object({ signups: v.number(), confirmed: v.nullable(v.number()) }))[0];
  const flagged = (kind: ReferralReport["flags"][number]["kind"], result: D1Result | undefined, statement: D1PreparedStatement) =>
    batchRows(result, statement, flaggedRow).map((row) => ({ kind, code: row.code, friends: row.friends }));
  return {
    signups: sums?.signups ?? 0,
    confirmed: sums?.confirmed ?? 0,
    top: batchRows(top, topRead, v.object({ code: v.string(), firstName: v.nullable(v.string()), email: v.string(), confirmed: v.number() })),
    flags: [
      ...flagged("many-from-one-visitor", crowded, crowdedRead),
      ...flagged("disposable", disposable, disposableRead),
      ...flagged("never-confirmed", unconfirmed, unconfirmedRead),
    ],
  };
}
