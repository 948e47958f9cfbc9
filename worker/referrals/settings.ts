import { configOf, type Env } from "../config";

/** The referral programme's settings, from the parsed configuration (worker/config/referrals.ts). */
export interface ReferralSettings {
  siteUrl: string;
  /** Keys the progress links and the address hashes. */
  secret: string;
  /** How long a confirmed friend must stay subscribed before counting, in seconds. */
  holdSeconds: number;
}

export function referralSettings(env: Env): ReferralSettings {
  const config = configOf(env);
  return { siteUrl: config.siteUrl.replace(/\/+$/, ""), ...config.referrals };
}
