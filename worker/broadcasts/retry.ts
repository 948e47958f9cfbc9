import { oweAgain } from "../outbox";
import { KIT_DRAFT_JOB } from "./job";

/** "Try again" on a job that gave up: owed again with its tries at zero. False when the issue has no broadcast record. */
export async function retryBroadcast(db: D1Database, slug: string, now = Date.now()): Promise<boolean> {
  const known = await db.prepare("SELECT 1 AS found FROM issue_broadcasts WHERE slug = ?1").bind(slug).first();
  if (!known) return false;
  await oweAgain(db, KIT_DRAFT_JOB, slug, now).run();
  return true;
}
