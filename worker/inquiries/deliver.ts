// The owner's address: the `send_email` binding's destination in wrangler.toml is kept equal to it.
import { owner } from "../../src/content/owner";
import type { Config, Env } from "../config";
import { inquiryMessage, type StoredInquiry } from "../store";
import { bindingMailer, recordingMailer, type OwnerMailer } from "./mailer";
import { ownerEmail } from "./owner-email";
import { claimEmail, insertInquiry, releaseEmail } from "./repository";

export type IntakeOutcome =
  /** In D1; the owner's email goes out after the answer. */
  | { kind: "stored" }
  /** D1 refused: waiting in the queue, which stores it and sends the email. */
  | { kind: "queued" }
  /** Neither D1 nor the queue took it: the organiser must be told to try again. */
  | { kind: "unsaved" };

export type EmailOutcome = "sent" | "already-sent" | "failed";

/** The stand-in in development, the binding otherwise. */
export function mailerFor(env: Env, config: Config): OwnerMailer {
  return config.development ? recordingMailer : bindingMailer(env.OWNER_EMAIL);
}

/**
 * Sends the owner's email for a stored inquiry, once: `emailed_at` is set before sending (only
 * one caller can set it), and cleared again if the send fails so that a retry may send it.
 */
export async function emailOwnerOnce(env: Env, config: Config, inquiry: StoredInquiry): Promise<EmailOutcome> {
  const at = new Date().toISOString();
  if (!(await claimEmail(env.INQUIRIES_DB, inquiry.id, at))) return "already-sent";
  try {
    await mailerFor(env, config).send(ownerEmail(inquiry, { siteUrl: config.siteUrl, to: owner.email }));
    return "sent";
  } catch (error) {
    console.error(`[inquiries] the owner's email for inquiry ${inquiry.id} failed; it will be retried from the queue`, error);
    try {
      await releaseEmail(env.INQUIRIES_DB, inquiry.id, at);
    } catch (releaseError) {
      console.error(`[inquiries] ALERT inquiry ${inquiry.id} is stored, its email failed and D1 could not clear emailed_at; send it by hand`, releaseError);
    }
    return "failed";
  }
}

/**
 * The endpoint's part: stores the inquiry, or queues it when D1 refuses. The owner's email is
 * `later` work (after the answer); a failed send goes to the queue for another try.
 */
export async function intakeInquiry(env: Env, config: Config, inquiry: StoredInquiry, later: (work: Promise<unknown>) => void): Promise<IntakeOutcome> {
  try {
    await insertInquiry(env.INQUIRIES_DB, inquiry);
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
    console.error(`[inquiries] ALERT inquiry ${inquiry.id} is stored but its email failed and the queue refused the retry; it is listed at /internal/inquiries`, error);
  }
}
