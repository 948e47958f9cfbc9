import type { StoredInquiry } from "../store";

/** A row of `speaker_inquiries` (migrations/0001_speaker_inquiries.sql), as the owner's pages read it. */
export interface InquiryRow {
  id: string;
  received_at: string;
  answered_at: string | null;
  emailed_at: string | null;
  name: string;
  email: string;
  organisation: string;
  event_name: string;
  event_date: string | null;
  date_flexible: number;
  city: string;
  audience: string;
  format: string;
  topic: string;
  custom_topic: string;
  budget: string;
  message: string;
  source_page: string;
  variant: string | null;
}

/** The row's columns, in the table's order (the CSV's too). */
export const INQUIRY_COLUMNS = [
  "id",
  "received_at",
  "answered_at",
  "emailed_at",
  "name",
  "email",
  "organisation",
  "event_name",
  "event_date",
  "date_flexible",
  "city",
  "audience",
  "format",
  "topic",
  "custom_topic",
  "budget",
  "message",
  "source_page",
  "variant",
] as const satisfies readonly (keyof InquiryRow)[];

/** Stores an inquiry once: its id is the key, so the queue's retry of one the endpoint stored changes nothing. */
export async function insertInquiry(db: D1Database, inquiry: StoredInquiry): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO speaker_inquiries
        (id, received_at, name, email, organisation, event_name, event_date, date_flexible, city, audience, format, topic, custom_topic, budget, message, source_page, variant)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
    )
    .bind(
      inquiry.id,
      inquiry.receivedAt,
      inquiry.name,
      inquiry.email,
      inquiry.organisation,
      inquiry.eventName,
      inquiry.eventDate,
      inquiry.dateFlexible ? 1 : 0,
      inquiry.city,
      inquiry.audience,
      inquiry.format,
      inquiry.topic,
      inquiry.customTopic,
      inquiry.budget,
      inquiry.message,
      inquiry.sourcePage,
      inquiry.variant,
    )
    .run();
}

/** The inquiries, newest first. */
export async function listInquiries(db: D1Database, limit = 500): Promise<InquiryRow[]> {
  const { results } = await db.prepare("SELECT * FROM speaker_inquiries ORDER BY received_at DESC, id DESC LIMIT ?1").bind(limit).all<InquiryRow>();
  return results;
}

/** Marks an inquiry answered (the first time only); false when there is no such inquiry or it already was. */
export async function markAnswered(db: D1Database, id: string, at = new Date().toISOString()): Promise<boolean> {
  const result = await db.prepare("UPDATE speaker_inquiries SET answered_at = ?1 WHERE id = ?2 AND answered_at IS NULL").bind(at, id).run();
  return result.meta.changes > 0;
}

/** A row read back as the inquiry it stores (for the owner's page and email wording). */
export function inquiryOfRow(row: InquiryRow): StoredInquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    eventName: row.event_name,
    eventDate: row.event_date,
    dateFlexible: row.date_flexible === 1,
    city: row.city,
    audience: row.audience,
    format: row.format,
    topic: row.topic,
    customTopic: row.custom_topic,
    budget: row.budget,
    message: row.message,
    sourcePage: row.source_page,
    variant: row.variant,
  };
}
