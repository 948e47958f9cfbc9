// The owner's address (src/content/owner.ts): the `send_email` binding's destination in wrangler.toml is kept equal to it.
import { inquiryMail } from "../../src/inquiry";
import type { Config, Env } from "../config";
import { inquiryMessage, type StoredInquiry } from "../store";
import { bindingMailer, recordingMailer, type OwnerMailer } from "./mailer";
import { ownerEmail } from "./owner-email";
import { giveBack, rateLimit } from "../limits";
import { OWNER_INBOX, ownerEmailCap } from "./email-cap";
import { holdForDigest, markEmailed, releaseEmailLease, takeEmailLease } from "./outbox";
import { insertInquiry } from "./repository";

export type IntakeOutcome =
  /** In D1; the owner's email goes out after the answer. */
  | { kind: "stored" }
  /** D1 refused: waiting in the queue, which stores it and sends the email. */
  | { kind: "queued" }
  /** Neither D1 nor the queue took it: the organiser must be told to try again. */
  | { kind: "unsaved" };

/** `held`: over the hourly cap, waiting for the digest. `not-mine`: sent, held, or another sender holds the lease. */
export type EmailOutcome = "sent" | "not-mine" | "held" | "failed";

/** The stand-in in development, the binding otherwise. */
export function mailerFor(env: Env, config: Config): OwnerMailer {
  return config.development ? recordingMailer : bindingMailer(env.OWNER_EMAIL);
}

/**
 * Sends the owner's email for a stored inquiry, once as far as this side can tell: a lease is
 * taken first (only one sender holds it; it expires if the sender dies, and the cron takes it up),
 * then the hourly cap is counted (past it, the inquiry waits for the digest), then the message is
 * sent, then `emailed_at` is set. A send that throws gives the lease and the cap's count back.
 *
 * Email Routing's `send()` takes no idempotency key
 * (https://developers.cloudflare.com/email-routing/email-workers/send-email-workers/), so a send
 * that fails after the message was accepted is sent again by the retry; it carries the same
 * Message-ID, Date and body (owner-email.ts), which lets the owner's mail system recognise the copy.
 */
export async function emailOwnerOnce(env: Env, config: Config, inquiry: StoredInquiry, now = Date.now()): Promise<EmailOutcome> {
  const db = env.DB;
  const lease = await takeEmailLease(db, inquiry.id, now);
  if (!lease) return "not-mine";
  const cap = await rateLimit(env.LIMIT_COUNTER, ownerEmailCap, OWNER_INBOX);
  if (!cap.allowed) {
    await holdForDigest(db, inquiry.id);
    console.warn(`[inquiries] over ${ownerEmailCap.max} owner emails an hour: inquiry ${inquiry.id} waits for the digest`);
    return "held";
  }
  try {
    await mailerFor(env, config).send(ownerEmail(inquiry, { siteUrl: config.siteUrl, to: inquiryMail.to }));
  } catch (error) {
    console.error(`[inquiries] the owner's email for inquiry ${inquiry.id} failed; it will be retried`, error);
    await giveBack(env.LIMIT_COUNTER, ownerEmailCap, OWNER_INBOX);
    try {
      await releaseEmailLease(db, lease, error);
    } catch (releaseError) {
      console.warn(`[inquiries] could not give back the lease of inquiry ${inquiry.id}; the cron takes it up when it expires`, releaseError);
    }
    return "failed";
  }
  try {
    await markEmailed(db, inquiry.id);
  } catch (error) {
    // Sent, but D1 does not know: the lease expires and the cron sends it again, with the same Message-ID.
    console.error(`[inquiries] the owner's email for inquiry ${inquiry.id} went out but could not be marked sent`, error);
  }
  return "sent";
}

/**
 * The endpoint's part: stores the inquiry, or queues it when D1 refuses. The owner's email is
 * `later` work (after the answer); a failed send goes to the queue for another try.
 */
export async function intakeInquiry(env: Env, config: Config, inquiry: StoredInquiry, later: (work: Promise<unknown>) => void): Promise<IntakeOutcome> {
  try {
    await insertInquiry(env.DB, inquiry);
  } catch (error) {
    console.error(`[inquiries] D1 refused inquiry ${inquiry.id}; queueing it`, error);
    try {
      await env.INQUIRY_QUEUE.send(inquiryMessage(inquiry));
      return { kind: "queued" };
    } catch (queueError) {
      console.error(`[inquiries] the queue refused inquiry ${inquiry.id} too; the organiser is asked to try again`, queueError);
      return { kind: "unsaved" };
    }
  }
  later(emailThenQueue(env, config, inquiry));
  return { kind: "stored" };
}

async function emailThenQueue(env: Env, config: Config, inquiry: StoredInquiry): Promise<void> {
  let outcome: EmailOutcome;
  try {
    outcome = await emailOwnerOnce(env, config, inquiry);
  } catch (error) {
    console.error(`[inquiries] could not claim the email of inquiry ${inquiry.id}`, error);
    outcome = "failed";
  }
  if (outcome !== "failed") return;
  try {
    await env.INQUIRY_QUEUE.send(inquiryMessage(inquiry));
  } catch (error) {
    console.error(
      `[inquiries] ALERT inquiry ${inquiry.id} is stored but its email failed and the queue refused the retry; it is listed at /internal/inquiries`,
      error,
    );
  }
}
