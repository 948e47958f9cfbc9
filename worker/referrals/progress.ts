import { referralRewards, type ReferralReward } from "../../src/content";
import type { Env } from "../config";
import { isProgressSignature, sharePath } from "./codes";
import type { ReferralSettings } from "./settings";
import { confirmedCount, liveCode, pendingCount } from "./store";

/** What the progress page shows, and its JSON answer. */
export interface ReferralProgress {
  confirmed: number;
  /** Signed up through the link, not (yet) counted: unconfirmed, or in the hold period. */
  pending: number;
  unlocked: { threshold: number; title: string }[];
  next: { threshold: number; title: string; missing: number } | null;
  shareLink: string;
  firstName: string | null;
}

const rewardView = ({ threshold, title }: ReferralReward) => ({ threshold, title });

/** The progress of a signed link's code; undefined for a wrong signature or a code that is not live (a 404 either way). */
export async function progressFor(env: Env, settings: ReferralSettings, code: string, signature: string): Promise<ReferralProgress | undefined> {
  if (!(await isProgressSignature(settings.secret, code, signature))) return undefined;
  const owner = await liveCode(env.DB, code);
  if (!owner) return undefined;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const [confirmed, pending] = [await confirmedCount(env.DB, code, nowSeconds), await pendingCount(env.DB, code, nowSeconds)];
  const next = referralRewards.find((reward) => reward.threshold > confirmed);
  return {
    confirmed,
    pending,
    unlocked: referralRewards.filter((reward) => reward.threshold <= confirmed).map(rewardView),
    next: next ? { ...rewardView(next), missing: next.threshold - confirmed } : null,
    shareLink: settings.siteUrl + sharePath(code),
    firstName: owner.first_name,
  };
}
