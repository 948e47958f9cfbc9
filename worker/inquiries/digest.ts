import * as v from "valibot";
import { digestEmailWords, inquiryMail } from "../../src/inquiry";
import type { Config, Env } from "../config";
import { rateLimit } from "../limits";
import { allRows, firstRow } from "../store";
import { mailerFor } from "./deliver";
import { DIGEST_MAX_INQUIRIES, OWNER_INBOX, ownerDigestCap, ownerEmailCap } from "./email-cap";
import { claim, closeJob, fail, jobId, oweOnce } from "../outbox";
import { EMAIL_POLICY, INQUIRY_DIGEST } from "./outbox";
import { mailbox, messageIdOf, mimeMessage, senderAddress, type OwnerEmail } from "./owner-email";
import { inquiryRow, type InquiryRow } from "./repository";

const iso = (ms: number) => new Date(ms).toISOString();

/** The digest email (its words: src/inquiry/owner-emails.ts); the same message for the same digest. */
export function digestEmail(digestId: string, rows: readonly InquiryRow[], siteUrl: string): OwnerEmail {
  const from = senderAddress(siteUrl);
  const { subject, text, html } = digestEmailWords(rows, ownerEmailCap.max, siteUrl);
  // ISO instants sort as strings: the latest is the last.
  const latest =
    rows
      .map((row) => row.received_at)
      .sort()
      .at(-1) ?? iso(0);
  const raw = mimeMessage({
    from: mailbox(inquiryMail.fromName, from),
    to: inquiryMail.to,
    subject,
    date: new Date(latest),
    messageId: messageIdOf(`digest-${digestId}`, from),
    text,
    html,
  });
  return { from, to: inquiryMail.to, subject, text, html, raw };
}

/** The digest waiting to be sent (a failed send, a sender that died), or a new one from the held inquiries if the hour allows one. */
async function digestToSend(db: D1Database, counters: Env["LIMIT_COUNTER"], now: number): Promise<string | undefined> {
  const pending = await firstRow(
    db.prepare("SELECT digest_id FROM speaker_inquiries WHERE digest_id IS NOT NULL AND emailed_at IS NULL LIMIT 1"),
    v.object({ digest_id: v.string() }),
  );
  if (pending) return pending.digest_id;
  const held = await db
    .prepare("SELECT 1 AS held FROM speaker_inquiries WHERE email_held_at IS NOT NULL AND digest_id IS NULL AND emailed_at IS NULL LIMIT 1")
    .first();
  if (!held) return undefined;
  if (!(await rateLimit(counters, ownerDigestCap, OWNER_INBOX)).allowed) return undefined;
  const digestId = crypto.randomUUID();
  await db.batch([
    db
      .prepare(
        `UPDATE speaker_inquiries SET digest_id = ?1 WHERE id IN (
           SELECT id FROM speaker_inquiries WHERE email_held_at IS NOT NULL AND digest_id IS NULL AND emailed_at IS NULL ORDER BY received_at LIMIT ?2)`,
      )
      .bind(digestId, DIGEST_MAX_INQUIRIES),
    oweOnce(db, INQUIRY_DIGEST, digestId, now),
  ]);
  return digestId;
}

/**
 * The cron's digest of the inquiries held over the hourly cap: at most one new digest an hour,
 * each naming up to DIGEST_MAX_INQUIRIES inquiries. Sent under a lease like a single email; a
 * digest keeps its members and its Message-ID until it goes out. Returns how many inquiries it
 * carried (0 when none was sent).
 */
export async function sendOwnerDigest(env: Env, config: Config, now = Date.now()): Promise<number> {
  const db = env.DB;
  try {
    const digestId = await digestToSend(db, env.LIMIT_COUNTER, now);
    if (!digestId) return 0;
    const held = await claim(db, jobId(INQUIRY_DIGEST, digestId), EMAIL_POLICY, now);
    if (!held) return 0;
    const rows = await allRows(db.prepare("SELECT * FROM speaker_inquiries WHERE digest_id = ?1 ORDER BY received_at, id").bind(digestId), inquiryRow);
    try {
      await mailerFor(env, config).send(digestEmail(digestId, rows, config.siteUrl));
    } catch (error) {
      console.error(`[inquiries] the digest ${digestId} of ${rows.length} inquiries failed; the next cron sends it again`, error);
      await fail(db, held, error, EMAIL_POLICY);
      return 0;
    }
    await db.batch([db.prepare("UPDATE speaker_inquiries SET emailed_at = ?1 WHERE digest_id = ?2").bind(iso(now), digestId), closeJob(db, held.id)]);
    return rows.length;
  } catch (error) {
    console.error("[inquiries] the owner's digest could not run", error);
    return 0;
  }
}
