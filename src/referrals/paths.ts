/** Where a referrer's share page lives: `/r/<code>` (worker/referral-pages), and the row its views count in. */
export const REFERRAL_SHARE_PREFIX = "/r/";

/** A referral code's shape: 10 characters of Crockford-style base32, lower case (worker/referrals/codes.ts). */
export const REFERRAL_CODE_SHAPE = /^[0-9abcdefghjkmnpqrstvwxyz]{10}$/;

export const sharePath = (code: string) => `${REFERRAL_SHARE_PREFIX}${code}`;
