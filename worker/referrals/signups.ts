import type { Env } from "../config";
import { utcDay, visitorKey } from "../stats";
import { mailboxOf } from "../store";
import { isCodeShape, mailboxHash } from "./codes";
import type { ReferralSettings } from "./settings";
import { isKnownMailbox, liveCode } from "./store";

/**
 * A signup that carried a code, after the endpoint took it (Turnstile, cooldown and the limits
 * passed, and Kit did not refuse the address): the friend is kept as pending under a keyed hash of
 * their mailbox (./codes.ts), with their daily visitor hash. The first code a mailbox comes through
 * is the only one it can ever count for. Nothing is kept when the mailbox is the referrer's (under
 * any spelling) or already has a code of its own (a subscriber already).
 */
export async function recordReferralSignup(env: Env, settings: ReferralSettings, request: Request, code: string, email: string): Promise<boolean> {
  if (!isCodeShape(code)) return false;
  const db = env.DB;
  const referrer = await liveCode(db, code);
  if (!referrer || mailboxOf(referrer.email) === mailboxOf(email)) return false;
  const hash = await mailboxHash(settings.secret, email);
  if (await isKnownMailbox(db, hash)) return false;
  const visitor = await visitorKey(env, request);
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  const inserted = await db
    .prepare(
      "INSERT INTO referrals (friend_hash, code, friend_domain, visitor, signup_day, signed_up_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (friend_hash) DO NOTHING RETURNING code",
    )
    .bind(hash, code, domain.slice(0, 253), visitor, utcDay(), Math.floor(Date.now() / 1000))
    .first();
  return inserted !== null;
}

/** Codes this isolate already noted a visit for, by the hour they were noted in (hours since 1970). */
const notedThisHour = new Map<string, number>();
/** Codes one isolate remembers before it forgets the past hours'. */
const MAX_NOTED = 10_000;

/**
 * The referrer opened their progress page: their visitor hash is theirs, so a friend's signup from
 * it that day does not count. At most one row per code an hour (the hour's first visitor; D1's
 * `ON CONFLICT DO NOTHING` writes no row on a conflict), and an isolate that noted the code this
 * hour does not ask D1 again: opening the page with ever-new browsers writes nothing more.
 */
export async function recordOwnerVisit(env: Env, request: Request, code: string, nowMs = Date.now()): Promise<void> {
  const hour = Math.floor(nowMs / 3_600_000);
  if (notedThisHour.get(code) === hour) return;
  if (notedThisHour.size >= MAX_NOTED) for (const [noted, at] of notedThisHour) if (at !== hour) notedThisHour.delete(noted);
  notedThisHour.set(code, hour);
  const visitor = await visitorKey(env, request);
  await env.DB.prepare("INSERT INTO referral_owner_visits (code, hour, day, visitor) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
    .bind(code, hour, utcDay(new Date(nowMs)), visitor)
    .run();
}
