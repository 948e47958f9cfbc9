/**
 * The referral programme's rewards as Kit knows them (worker/referrals, docs/referrals.md): each is
 * a Kit tag, created by this name when missing and added to the referrer once the count reaches
 * `threshold`; the owner's Kit automation on that tag sends the reward itself. A tag's name is
 * Kit's key, not the site's words: changing it makes a new tag (the old one keeps its members).
 * What the reader gets is said in src/content/referrals.ts.
 */
export interface RewardTag {
  threshold: number;
  tag: string;
}

export const REFERRAL_REWARD_TAGS: readonly RewardTag[] = [
  { threshold: 1, tag: "Referral reward: unreleased checklist" },
  { threshold: 3, tag: "Referral reward: course discount" },
  { threshold: 10, tag: "Referral reward: live Q&A seat" },
];
