import type { Config, Env } from "../config";
import { emailOwnerOnce } from "./deliver";
import { inquiryOfRow, type InquiryRow } from "./repository";

/** An inquiry whose email has waited this long is sent by the sweep (the queue's retry comes sooner). */
export const UNSENT_AFTER_MINUTES = 30;
/** Emails one sweep sends at most. */
const SWEEP_LIMIT = 20;

/**
 * The last net under the owner's email: stored inquiries whose email never went out (the send
 * failed and the queue refused the retry too, or the queue gave up). Run by the 5-minute cron;
 * each email still goes once (`emailOwnerOnce`). Returns how many were sent.
 */
export async function sendUnsentEmails(env: Env, config: Config, now = Date.now()): Promise<number> {
  const before = new Date(now - UNSENT_AFTER_MINUTES * 60_000).toISOString();
  let rows: InquiryRow[];
  try {
    ({ results: rows } = await env.INQUIRIES_DB.prepare("SELECT * FROM speaker_inquiries WHERE emailed_at IS NULL AND received_at < ?1 ORDER BY received_at LIMIT ?2")
      .bind(before, SWEEP_LIMIT)
      .all<InquiryRow>());
  } catch (error) {
    console.error("[inquiries] the unsent-email sweep could not read D1", error);
    return 0;
  }
  let sent = 0;
  for (const row of rows) {
    if ((await emailOwnerOnce(env, config, inquiryOfRow(row)).catch(() => "failed")) === "sent") sent++;
  }
  if (rows.length > 0) console.warn(`[inquiries] sweep: ${sent} of ${rows.length} unsent owner emails sent`);
  return sent;
}
