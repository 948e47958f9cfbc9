import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { CONFIRMED_KEPT_DAYS, forgetOldReferrals, UNCONFIRMED_KEPT_DAYS } from "../../../worker/referrals/retention";

const db = (env as unknown as Env).DB;
const DAY = 86_400;

describe("what the referral programme keeps, and for how long", () => {
  it("deletes unconfirmed friends after 30 days, confirmed referrals after 13 months, revoked codes with their referrals, and old visitor hashes", async () => {
    const now = Math.floor(Date.now() / 1000);
    const tag = crypto.randomUUID().slice(0, 8);
    const code = (name: string) => `${name}${tag}`.slice(0, 10);
    const live = code("live");
    const gone = code("gone");
    await db.batch([
      db
        .prepare("INSERT INTO referral_codes (code, email, email_hash, created_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(live, `live-${tag}@example.com`, `h-live-${tag}`, now - 500 * DAY),
      db
        .prepare("INSERT INTO referral_codes (code, email, email_hash, created_at, revoked_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(gone, `gone-${tag}@example.com`, `h-gone-${tag}`, now - 500 * DAY, now - (UNCONFIRMED_KEPT_DAYS + 1) * DAY),
    ]);
    const referral = (friend: string, owner: string, status: string, signedUpDaysAgo: number, confirmedDaysAgo: number | null) =>
      db
        .prepare(
          "INSERT INTO referrals (friend_hash, code, friend_domain, visitor, signup_day, signed_up_at, status, confirmed_at, counts_at) VALUES (?1, ?2, 'example.com', '', '2025-01-01', ?3, ?4, ?5, ?5)",
        )
        .bind(`${friend}-${tag}`, owner, now - signedUpDaysAgo * DAY, status, confirmedDaysAgo === null ? null : now - confirmedDaysAgo * DAY);
    await db.batch([
      referral("old-pending", live, "pending", UNCONFIRMED_KEPT_DAYS + 1, null),
      referral("new-pending", live, "pending", UNCONFIRMED_KEPT_DAYS - 1, null),
      referral("old-confirmed", live, "confirmed", CONFIRMED_KEPT_DAYS + 2, CONFIRMED_KEPT_DAYS + 1),
      referral("kept-confirmed", live, "confirmed", CONFIRMED_KEPT_DAYS - 2, CONFIRMED_KEPT_DAYS - 1),
      referral("revoked-friend", gone, "confirmed", 10, 10),
      db
        .prepare("INSERT INTO referral_owner_visits (code, hour, day, visitor) VALUES (?1, 1, '2020-01-01', 'v'), (?1, 2, ?2, 'v')")
        .bind(live, new Date().toISOString().slice(0, 10)),
    ]);

    await forgetOldReferrals(db, now);

    const friends = (
      await db.prepare("SELECT friend_hash FROM referrals WHERE friend_hash LIKE ?1 ORDER BY friend_hash").bind(`%-${tag}`).all<{ friend_hash: string }>()
    ).results.map((row) => row.friend_hash.replace(`-${tag}`, ""));
    expect(friends).toEqual(["kept-confirmed", "new-pending"]);
    const codes = (await db.prepare("SELECT code FROM referral_codes WHERE code IN (?1, ?2)").bind(live, gone).all<{ code: string }>()).results.map(
      (row) => row.code,
    );
    expect(codes).toEqual([live]);
    const visits = (await db.prepare("SELECT day FROM referral_owner_visits WHERE code = ?1").bind(live).all<{ day: string }>()).results;
    expect(visits).toHaveLength(1);
  });
});
