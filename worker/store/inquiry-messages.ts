import type { Inquiry } from "../../src/inquiry";

/** An inquiry as kept: the validated fields, its id and when it arrived. */
export interface StoredInquiry extends Inquiry {
  /** Given by the endpoint: the row's primary key, so a retried insert stores it once. */
  id: string;
  /** ISO time the organiser sent it. */
  receivedAt: string;
  /** The speaker design it came from (v3), or null. */
  variant: string | null;
}

/**
 * The `inquiries` queue's message: an inquiry D1 could not store yet, or whose email to the owner
 * failed. The consumer stores it (once: the id is the key) and sends the email (once: `emailed_at`).
 */
export interface InquiryMessage {
  v: 1;
  kind: "inquiry";
  inquiry: StoredInquiry;
}

export function inquiryMessage(inquiry: StoredInquiry): InquiryMessage {
  return { v: 1, kind: "inquiry", inquiry };
}

const TEXT_FIELDS = [
  "id",
  "receivedAt",
  "name",
  "email",
  "organisation",
  "eventName",
  "city",
  "audience",
  "format",
  "topic",
  "customTopic",
  "budget",
  "message",
  "sourcePage",
] as const;

/** Reads a queue message back, refusing anything that is not an inquiry this code wrote. */
export function readInquiryMessage(body: unknown): InquiryMessage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { v, kind, inquiry } = body as Partial<InquiryMessage>;
  if (v !== 1 || kind !== "inquiry" || typeof inquiry !== "object" || inquiry === null) return undefined;
  if (TEXT_FIELDS.some((field) => typeof inquiry[field] !== "string")) return undefined;
  if (typeof inquiry.dateFlexible !== "boolean") return undefined;
  if (inquiry.eventDate !== null && typeof inquiry.eventDate !== "string") return undefined;
  if (inquiry.variant !== null && typeof inquiry.variant !== "string") return undefined;
  return inquiryMessage(inquiry);
}
