import type { Env } from "../config";
import { utcDay, visitorKey } from "../stats";
import { addressHash, isCodeShape } from "./codes";
import type { ReferralSettings } from "./settings";
import { liveCode } from "./store";

/**
 * A signup that carried a code, after the endpoint took it (Turnstile, cooldown and the limits
 * passed, and Kit did not refuse the address): the friend is kept as pending under a keyed hash of
 * their address, with their daily visitor hash. The first code an address comes through is the
 * only one it can ever count for. The referrer's own address is not kept at all.
 */
export async function recordReferralSignup(env: Env, settings: ReferralSettings, request: Request, code: string, email: string): Promise<boolean> {
  if (!isCodeShape(code)) return false;
  const db = env.INQUIRIES_DB;
  const referrer = await liveCode(db, code);
  if (!referrer) return false;
  const hash = await addressHash(settings.secret, email);
  if (hash === referrer.email_hash) return false;
  const visitor = await visitorKey(env, request);
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  const inserted = await db
    .prepare("INSERT INTO referrals (friend_hash, code, friend_domain, visitor, signup_day, signed_up_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (friend_hash) DO NOTHING RETURNING code")
    .bind(hash, code, domain.slice(0, 253), visitor, utcDay(), Math.floor(Date.now() / 1000))
    .first();
  return inserted !== null;
}

/** The referrer opened their progress page: their visitor hash that day is theirs. */
export async function recordOwnerVisit(env: Env, request: Request, code: string): Promise<void> {
  const visitor = await visitorKey(env, request);
  await env.INQUIRIES_DB.prepare("INSERT INTO referral_owner_visits (code, day, visitor) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING").bind(code, utcDay(), visitor).run();
}
