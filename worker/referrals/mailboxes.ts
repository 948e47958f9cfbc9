import * as v from "valibot";
import { allRows } from "../store";
import { mailboxHash } from "./codes";

/** Rows filled in per cron run: an old deployment has few codes whose address is not its own mailbox. */
const BATCH = 100;

/**
 * The cron's share of migrations/0011: codes made before mailboxes whose address is not its own
 * mailbox (a plus-tag, dots at Gmail, googlemail.com) get their mailbox's keyed hash, which SQL
 * cannot compute. Each run fills up to BATCH; none is left after a few runs.
 */
export async function fillMailboxHashes(db: D1Database, secret: string): Promise<number> {
  const missing = await allRows(
    db.prepare(`SELECT code, email FROM referral_codes WHERE mailbox_hash IS NULL LIMIT ${BATCH}`),
    v.object({ code: v.string(), email: v.string() }),
  );
  if (missing.length === 0) return 0;
  const updates = await Promise.all(
    missing.map(async ({ code, email }) =>
      db.prepare("UPDATE referral_codes SET mailbox_hash = ?2 WHERE code = ?1").bind(code, await mailboxHash(secret, email)),
    ),
  );
  await db.batch(updates);
  return updates.length;
}
