import { referralRewards } from "../../src/content";
import type { Config, Env } from "../config";
import { progressPath, progressSignature, sharePath } from "./codes";
import { KitError, kitCaller, type KitCaller } from "../kit";
import { customFieldKey, forgetKitNames, LINK_FIELDS, tagId } from "./kit-names";
import type { ReferralSettings } from "./settings";
import { codeRow } from "./store";
import { claim, complete, doubling, dueJobs, fail, oweOnce, type OutboxPolicy } from "../outbox";

/**
 * The Kit calls the programme owes, in the one outbox (worker/outbox): a subscriber's two links,
 * and each reward's tag. A job's id is fixed (`referral-links:<code>`, `referral-reward:<code>:<threshold>`),
 * so it is owed once however often it is reached; it is claimed before it runs (two runners never
 * run one job at once), and done only when Kit took it. Kit's calls are safe to repeat (the PUT
 * writes the same values, a tag is added once), so a call whose answer was lost does no harm
 * when retried. While Kit is down the job waits, doubling its wait up to an hour; the cron runs it.
 */
const POLICY: OutboxPolicy = { leaseSeconds: 120, backoffSeconds: doubling(60, 3600), maxAttempts: 60 };
const BATCH = 25;
export const REFERRAL_JOB_KINDS = ["referral-links", "referral-reward"] as const;
type JobKind = (typeof REFERRAL_JOB_KINDS)[number];

export async function oweKitJob(db: D1Database, kind: JobKind, subject: string): Promise<void> {
  await oweOnce(db, kind, subject).run();
}

/** Owes each reward whose threshold `confirmed` has reached. */
export async function oweRewards(db: D1Database, code: string, confirmed: number): Promise<void> {
  for (const reward of referralRewards) if (confirmed >= reward.threshold) await oweKitJob(db, "referral-reward", `${code}:${reward.threshold}`);
}

interface Job {
  id: string;
  kind: JobKind;
  code: string;
  threshold?: number;
}

function jobOf(id: string): Job {
  const [kind, code, threshold] = id.split(":") as [JobKind, string, string?];
  return { id, kind, code, ...(threshold ? { threshold: Number(threshold) } : {}) };
}

/** Runs the jobs that are due (all, or one code's); returns how many Kit took. Never throws for Kit's sake. */
export async function runKitJobs(env: Env, config: Config, settings: ReferralSettings, onlyCode?: string): Promise<number> {
  const db = env.DB;
  const kit = kitCaller(env, config);
  if (!kit) return 0; // development without Kit: the jobs wait (and the owner's page shows none were sent)
  const ids = (await Promise.all(REFERRAL_JOB_KINDS.map((kind) => dueJobs(db, kind, { limit: BATCH })))).flat().map(jobOf);
  let done = 0;
  for (const job of onlyCode ? ids.filter((candidate) => candidate.code === onlyCode) : ids) {
    const held = await claim(db, job.id, POLICY);
    if (!held) continue;
    try {
      // A field or tag Kit no longer has is forgotten, and the job tried again at once (looked up or made anew).
      await runJob(db, kit, settings, job).catch((error: unknown) => (error instanceof StaleKitName ? runJob(db, kit, settings, job) : Promise.reject(error)));
      if (await complete(db, held)) done++;
    } catch (error) {
      const outcome = await fail(db, held, error, POLICY);
      console.warn(
        `[referrals] Kit job ${job.id} failed (attempt ${held.attempts + 1}, ${outcome}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return done;
}

async function runJob(db: D1Database, kit: KitCaller, settings: ReferralSettings, job: Job): Promise<void> {
  const owner = await codeRow(db, job.code);
  if (!owner) return; // deleted since: nothing is owed any more
  if (job.kind === "referral-links") {
    // Kit's subscriber events carry the subscriber's id (https://developers.kit.com/webhooks/event-types); one without it cannot be updated.
    if (!owner.kit_subscriber_id) return void console.warn(`[referrals] ${job.code} has no Kit subscriber id; its links were not written`);
    const [shareKey, progressKey] = [await customFieldKey(db, kit, LINK_FIELDS.share), await customFieldKey(db, kit, LINK_FIELDS.progress)];
    const signature = await progressSignature(settings.secret, job.code);
    await kit("PUT", `/subscribers/${encodeURIComponent(owner.kit_subscriber_id)}`, {
      email_address: owner.email,
      fields: { [shareKey]: settings.siteUrl + sharePath(job.code), [progressKey]: settings.siteUrl + progressPath(job.code, signature) },
    }).catch(forgettingOn(422, () => forgetKitNames(db, "field:")));
    return;
  }
  const reward = referralRewards.find((candidate) => candidate.threshold === job.threshold);
  if (!reward) return;
  const id = await tagId(db, kit, reward.tag);
  await kit("POST", `/tags/${encodeURIComponent(id)}/subscribers`, { email_address: owner.email }).catch(forgettingOn(404, () => forgetKitNames(db, "tag:")));
}

class StaleKitName extends Error {}

/** On Kit's `status`, forgets the ids it was given and says so (the job is tried again at once). */
const forgettingOn = (status: number, forget: () => Promise<void>) => async (error: unknown) => {
  if (!(error instanceof KitError && error.status === status)) throw error;
  await forget();
  throw new StaleKitName(error.message);
};
