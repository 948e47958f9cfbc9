/**
 * The referral programme (docs/referrals.md): codes given on Kit's signed confirmation, friends
 * kept pending until theirs, rewards and links written to Kit through an outbox, the owner's report.
 */
import { configOf, type Env } from "../config";
import { rewardMatured } from "./confirmations";
import { runKitJobs } from "./kit-jobs";
import { fillMailboxHashes } from "./mailboxes";
import { forgetOldReferrals } from "./retention";
import { referralSettings } from "./settings";

export { isCodeShape, progressPath, progressSignature, sharePath } from "./codes";
export { referralActivated, referralUnsubscribed, type KitSubscriber } from "./confirmations";
export { runKitJobs } from "./kit-jobs";
export { progressFor, type ReferralProgress } from "./progress";
export { MANY_FROM_ONE_VISITOR, referralReport, type ReferralReport } from "./report";
export { referralSettings, type ReferralSettings } from "./settings";
export { recordOwnerVisit, recordReferralSignup } from "./signups";
export { liveCode } from "./store";

/** The cron's share: mailbox hashes of old codes, rewards of referrals whose hold ended, Kit jobs waiting for Kit, old rows deleted. */
export async function referralUpkeep(env: Env): Promise<void> {
  const settings = referralSettings(env);
  await fillMailboxHashes(env.DB, settings.secret);
  await rewardMatured(env.DB);
  await runKitJobs(env, configOf(env), settings);
  await forgetOldReferrals(env.DB);
}
