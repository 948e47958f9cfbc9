/**
 * The face of src/referrals/, referrals: the share link's shape and paths. The worker enters the
 * module here (test/unit/module-boundaries.test.ts); the site's own files import the inner file they
 * need, so a browser bundle carries no more than that.
 */
export { REFERRAL_CODE_SHAPE, REFERRAL_SHARE_PREFIX, sharePath } from "./paths.ts";
