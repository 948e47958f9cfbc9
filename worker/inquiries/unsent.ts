import type { Config, Env } from "../config";
import { dueJobs } from "../outbox";
import { emailOwnerOnce } from "./deliver";
import { INQUIRY_EMAIL } from "./outbox";
import { allRows } from "../store";
import { inquiryOfRow, inquiryRow, type InquiryRow } from "./repository";

/** An inquiry whose email has waited this long is sent by the sweep (the queue's retry comes sooner). */
export const UNSENT_AFTER_MINUTES = 30;
/** Emails one sweep sends at most. */
const SWEEP_LIMIT = 20;

/**
 * The last net under the owner's email: stored inquiries whose email never went out and that no
 * sender holds (the send failed and the queue refused the retry, the queue gave up, or a sender
 * died between its claim and the send and its lease expired). Run by the 5-minute cron; each is
 * sent through the same lease (`emailOwnerOnce`). Inquiries held for the digest are the digest's.
 * Returns how many were sent.
 */
export async function sendUnsentEmails(env: Env, config: Config, now = Date.now()): Promise<number> {
  let rows: InquiryRow[];
  try {
    const ids = await dueJobs(env.DB, INQUIRY_EMAIL, { now, limit: SWEEP_LIMIT, createdBefore: now - UNSENT_AFTER_MINUTES * 60_000 });
    const inquiryIds = ids.map((id) => id.slice(INQUIRY_EMAIL.length + 1));
    rows = inquiryIds.length
      ? await allRows(
          env.DB.prepare(`SELECT * FROM speaker_inquiries WHERE id IN (${inquiryIds.map((_, i) => `?${i + 1}`).join(", ")}) ORDER BY received_at`).bind(
            ...inquiryIds,
          ),
          inquiryRow,
        )
      : [];
  } catch (error) {
    console.error("[inquiries] the unsent-email sweep could not read D1", error);
    return 0;
  }
  let sent = 0;
  for (const row of rows) {
    if ((await emailOwnerOnce(env, config, inquiryOfRow(row), now).catch(() => "failed")) === "sent") sent++;
  }
  if (rows.length > 0) console.warn(`[inquiries] sweep: ${sent} of ${rows.length} unsent owner emails sent`);
  return sent;
}
