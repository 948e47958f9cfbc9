import { REFERRAL_REWARD_TAGS, type RewardTag } from "../referrals/rewards.ts";
import { owner } from "./owner";

/**
 * The referral programme's words and rewards (worker/referrals, docs/referrals.md). Each reward is
 * a Kit tag at a threshold (src/referrals/rewards.ts, where a reward is added); here, what the reader gets.
 */
export interface ReferralReward extends RewardTag {
  /** What the reader gets, as the progress page says it. */
  title: string;
}

/** What the reader gets at each threshold of REFERRAL_REWARD_TAGS. */
const rewardTitles: Record<number, string> = {
  1: "An unreleased checklist",
  3: "A discount on the course",
  10: "A seat at a live Q&A",
};

export const referralRewards: readonly ReferralReward[] = REFERRAL_REWARD_TAGS.map((reward) => ({
  ...reward,
  title: rewardTitles[reward.threshold] ?? `A reward for ${reward.threshold} friends`,
}));

/** Friends from these domains are flagged on the owner's page (throwaway inboxes), not refused. */
export const disposableDomains: readonly string[] = [
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "temp-mail.org",
  "yopmail.com",
  "trashmail.com",
  "sharklasers.com",
  "getnada.com",
  "dispostable.com",
  "maildrop.cc",
];

/** The share page, /r/<code>: the newsletter landing with who sent the friend above it. */
export const referralSharePage = {
  title: `A friend invited you to ${owner.newsletterName}`,
  description: `${owner.newsletterName} is a weekly newsletter by ${owner.name}: 5-minute reads with actionable YouTube strategies.`,
  /** When Kit has no first name for the referrer. */
  anonymousReferrer: `a reader of ${owner.newsletterName}`,
  invitedBy: (name: string) => `Recommended to you by ${name}`,
};

/** The progress page (the signed link a confirmed reader gets in Kit). */
export const referralProgressPage = {
  title: `Your referrals | ${owner.newsletterName}`,
  heading: "Your referrals",
  count: (confirmed: number) =>
    confirmed === 1 ? "1 friend has subscribed and confirmed through your link." : `${confirmed} friends have subscribed and confirmed through your link.`,
  countNote: "A friend counts once they confirm their address.",
  unlockedHeading: "Unlocked",
  noneUnlocked: "Nothing yet: your first reward comes with your first friend.",
  nextHeading: "Next reward",
  next: (reward: Pick<ReferralReward, "threshold" | "title">, missing: number) => `${reward.title}, at ${reward.threshold} (${missing} to go)`,
  allUnlocked: "You have unlocked every reward. Thank you!",
  shareHeading: "Your link",
  copy: "Copy",
  copied: "Copied",
  textsHeading: "Ready to send",
  texts: {
    email: {
      label: "Email",
      text: (link: string) =>
        `I read ${owner.newsletterName} every week: 5-minute YouTube strategies from ${owner.name} that I actually use. You might like it too: ${link}`,
    },
    x: {
      label: "X",
      text: (link: string) => `The YouTube newsletter I read every week: ${owner.newsletterName} by ${owner.name}. Short, practical, tested. ${link}`,
    },
    linkedin: {
      label: "LinkedIn",
      text: (link: string) =>
        `If YouTube is part of how your business grows, ${owner.newsletterName} by ${owner.name} is worth 5 minutes a week: one tested idea per issue. ${link}`,
    },
    youtube: {
      label: "YouTube community post",
      text: (link: string) => `Where I learn what works on YouTube: ${owner.newsletterName}, a free weekly newsletter by ${owner.name}. Join here: ${link}`,
    },
  },
} as const;

/** The owner's view on /internal/stats. */
export const referralStats = {
  heading: "Referrals",
  signups: "Signups through a link",
  confirmed: "Confirmed",
  rate: "Confirmed rate",
  topHeading: "Top referrers",
  topEmpty: "No confirmed referrals in this range.",
  nameColumn: "Referrer",
  countColumn: "Confirmed",
  showAddress: "Address",
  anonymous: "(no first name)",
  flagsHeading: "Worth a look",
  noFlags: "Nothing unusual.",
  manyFromOneVisitor: (code: string, friends: number) => `${friends} friends of ${code} signed up from one visitor on one day`,
  disposable: (code: string, friends: number) => `${friends} friend(s) of ${code} used a throwaway domain`,
  neverConfirmed: (code: string, friends: number) => `${friends} friend(s) of ${code} signed up more than 3 days ago and never confirmed`,
} as const;
