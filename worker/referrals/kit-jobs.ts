import { referralRewards } from "../../src/content/referrals";
import type { Config, Env } from "../config";
import { progressPath, progressSignature, sharePath } from "./codes";
import { kitCaller, KitUnavailable, type KitCaller } from "./kit-calls";
import { customFieldKey, forgetKitNames, LINK_FIELDS, tagId } from "./kit-names";
import type { ReferralSettings } from "./settings";
import { codeRow } from "./store";

/**
 * The outbox of Kit calls the programme owes (referral_kit_jobs): a subscriber's two links, and
 * each reward's tag. A job's id is fixed (`links:<code>`, `reward:<code>:<threshold>`), so it is
 * owed once however often it is reached; it is leased before it runs (two runners never run one
 * job at once), and marked done only when Kit took it. Kit's calls are safe to repeat (the PUT
 * writes the same values, a tag is added once), so a call whose answer was lost does no harm
 * when retried. While Kit is down the job waits, doubling its wait up to an hour; the cron runs it.
 */
const LEASE_SECONDS = 120;
const MAX_WAIT_SECONDS = 3600;
const BATCH = 25;

const now = () => Math.floor(Date.now() / 1000);

export async function oweKitJob(db: D1Database, id: string, kind: "links" | "reward", code: string): Promise<void> {
  const at = now();
  await db.prepare("INSERT INTO referral_kit_jobs (id, kind, code, created_at, next_at) VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (id) DO NOTHING").bind(id, kind, code, at).run();
}

/** Owes each reward whose threshold `confirmed` has reached. */
export async function oweRewards(db: D1Database, code: string, confirmed: number): Promise<void> {
  for (const reward of referralRewards) if (confirmed >= reward.threshold) await oweKitJob(db, `reward:${code}:${reward.threshold}`, "reward", code);
}

interface JobRow {
  id: string;
  kind: "links" | "reward";
  code: string;
  attempts: number;
}

/** Runs the jobs that are due (all, or one code's); returns how many Kit took. Never throws for Kit's sake. */
export async function runKitJobs(env: Env, config: Config, settings: ReferralSettings, onlyCode?: string): Promise<number> {
  const db = env.INQUIRIES_DB;
  const kit = kitCaller(env, config);
  if (!kit) return 0; // development without Kit: the jobs wait (and the owner's page shows none were sent)
  const at = now();
  const due = await db
    .prepare(`SELECT id, kind, code, attempts FROM referral_kit_jobs WHERE done_at IS NULL AND next_at <= ?1 ${onlyCode ? "AND code = ?2" : ""} ORDER BY next_at LIMIT ${BATCH}`)
    .bind(...(onlyCode ? [at, onlyCode] : [at]))
    .all<JobRow>();
  let done = 0;
  for (const job of due.results) {
    const leased = await db.prepare("UPDATE referral_kit_jobs SET next_at = ?2 WHERE id = ?1 AND done_at IS NULL AND next_at <= ?3 RETURNING id").bind(job.id, at + LEASE_SECONDS, at).first();
    if (!leased) continue;
    try {
      // A field or tag Kit no longer has is forgotten, and the job tried again at once (looked up or made anew).
      await runJob(db, kit, settings, job).catch((error: unknown) => (error instanceof StaleKitName ? runJob(db, kit, settings, job) : Promise.reject(error)));
      await db.prepare("UPDATE referral_kit_jobs SET done_at = ?2, attempts = attempts + 1, last_error = NULL WHERE id = ?1").bind(job.id, now()).run();
      done++;
    } catch (error) {
      const wait = Math.min(MAX_WAIT_SECONDS, 60 * 2 ** job.attempts);
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[referrals] Kit job ${job.id} failed (attempt ${job.attempts + 1}); retried in ${wait} s: ${message}`);
      await db.prepare("UPDATE referral_kit_jobs SET attempts = attempts + 1, next_at = ?2, last_error = ?3 WHERE id = ?1").bind(job.id, now() + wait, message.slice(0, 500)).run();
    }
  }
  return done;
}

async function runJob(db: D1Database, kit: KitCaller, settings: ReferralSettings, job: JobRow): Promise<void> {
  const owner = await codeRow(db, job.code);
  if (!owner) return; // deleted since: nothing is owed any more
  if (job.kind === "links") {
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
  const threshold = Number(job.id.split(":")[2]);
  const reward = referralRewards.find((candidate) => candidate.threshold === threshold);
  if (!reward) return;
  const id = await tagId(db, kit, reward.tag);
  await kit("POST", `/tags/${encodeURIComponent(id)}/subscribers`, { email_address: owner.email }).catch(forgettingOn(404, () => forgetKitNames(db, "tag:")));
}

class StaleKitName extends Error {}

/** On Kit's `status`, forgets the ids it was given and says so (the job is tried again at once). */
const forgettingOn = (status: number, forget: () => Promise<void>) => async (error: unknown) => {
  if (!(error instanceof KitUnavailable && error.status === status)) throw error;
  await forget();
  throw new StaleKitName(error.message);
};
