import type { Env } from "./env";

/** The referral programme's settings (docs/referrals.md#settings). */
export interface ReferralConfig {
  /** Keys the progress links and the hashes of referred addresses. */
  secret: string;
  /** How long a confirmed friend must stay subscribed before counting, in seconds. */
  holdSeconds: number;
}

/** Development's key: progress links made with it are only good on a development site. */
const DEVELOPMENT_SECRET = "development-referral-secret";

/**
 * REFERRAL_SECRET, else (production) the Kit webhook's signing secret, never public, else the
 * development key; REFERRAL_HOLD_DAYS is checked by the schema (a non-negative number of days).
 */
export function readReferralConfig(env: Env, development: boolean, holdDays: number, kitSigningSecret: string | undefined): ReferralConfig {
  const given = env.REFERRAL_SECRET?.trim();
  const secret = given || (development ? DEVELOPMENT_SECRET : (kitSigningSecret ?? DEVELOPMENT_SECRET));
  return { secret, holdSeconds: Math.round(holdDays * 86_400) };
}
