import { configOf, type Env } from "../config";

/** The referral programme's settings, read from the environment (worker/config/env.ts). */
export interface ReferralSettings {
  siteUrl: string;
  /** Keys the progress links and the address hashes. */
  secret: string;
  /** How long a confirmed friend must stay subscribed before counting, in seconds. */
  holdSeconds: number;
}

/** Development's key: progress links made with it are only good on a development site. */
const DEVELOPMENT_SECRET = "development-referral-secret";

export function referralSettings(env: Env): ReferralSettings {
  const config = configOf(env);
  const given = env.REFERRAL_SECRET?.trim();
  // Production without its own key falls back to the Kit signing secret (never public), else the development key.
  const secret = given || (config.development ? DEVELOPMENT_SECRET : (config.stats.kitSigningSecret ?? DEVELOPMENT_SECRET));
  const days = Number(env.REFERRAL_HOLD_DAYS ?? "0");
  return { siteUrl: config.siteUrl.replace(/\/+$/, ""), secret, holdSeconds: Number.isFinite(days) && days > 0 ? Math.round(days * 86_400) : 0 };
}
