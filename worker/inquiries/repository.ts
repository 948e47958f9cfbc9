import * as v from "valibot";
import { oweEmail } from "./outbox";
import { allRows, type StoredInquiry } from "../store";

/** A row of `speaker_inquiries` (migrations/0001_speaker_inquiries.sql), as the owner's pages read it. */
export const inquiryRow = v.object({
  id: v.string(),
  received_at: v.string(),
  answered_at: v.nullable(v.string()),
  emailed_at: v.nullable(v.string()),
  name: v.string(),
  email: v.string(),
  organisation: v.string(),
  event_name: v.string(),
  event_date: v.nullable(v.string()),
  date_flexible: v.number(),
  city: v.string(),
  audience: v.string(),
  format: v.string(),
  topic: v.string(),
  custom_topic: v.string(),
  budget: v.string(),
  message: v.string(),
  source_page: v.string(),
  variant: v.nullable(v.string()),
});
export type InquiryRow = v.InferOutput<typeof inquiryRow>;

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

/**
 * Stores an inquiry once, and owes the owner its email in the same batch: its id is the key, so the
 * queue's retry of one the endpoint stored changes nothing.
 */
export async function insertInquiry(db: D1Database, inquiry: StoredInquiry): Promise<void> {
  const store = db
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
    );
  await db.batch([store, oweEmail(db, inquiry.id, Date.parse(inquiry.receivedAt) || Date.now())]);
}

/** Where a page of inquiries starts: after this one, in newest-first order (keyset pagination). */
export interface InquiryCursor {
  receivedAt: string;
  id: string;
}

export interface InquiryPageQuery {
  /** Text to find in the name, the email or the event's name (case-insensitive for ASCII). */
  search?: string;
  after?: InquiryCursor;
  limit: number;
}

/** `%text%` for LIKE, its own `%`, `_` and `\` taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of inquiries, newest first, found by the last one of the page before (keyset, not
 * OFFSET: each page reads only its own rows, by the received_at index, however deep it is).
 * `next` is the cursor of the page after, when there is one.
 */
export async function pageOfInquiries(db: D1Database, { search, after, limit }: InquiryPageQuery): Promise<{ rows: InquiryRow[]; next?: InquiryCursor }> {
  const pattern = search?.trim() ? likePattern(search.trim()) : null;
  const results = await allRows(
    db
      .prepare(
        `SELECT * FROM speaker_inquiries
       WHERE (?1 IS NULL OR name LIKE ?1 ESCAPE '\\' OR email LIKE ?1 ESCAPE '\\' OR event_name LIKE ?1 ESCAPE '\\')
         AND (?2 IS NULL OR received_at < ?2 OR (received_at = ?2 AND id < ?3))
       ORDER BY received_at DESC, id DESC LIMIT ?4`,
      )
      .bind(pattern, after?.receivedAt ?? null, after?.id ?? null, limit + 1),
    inquiryRow,
  );
  const rows = results.slice(0, limit);
  const last = rows.at(-1);
  return results.length > limit && last ? { rows, next: { receivedAt: last.received_at, id: last.id } } : { rows };
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
