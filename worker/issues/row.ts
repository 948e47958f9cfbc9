import * as v from "valibot";
import { SEND_CHOICES, type IssueState } from "../../src/publishing";
import { STYLE_KEYS, type StyleKey } from "../../src/newsletter-contract";

/** The states an issue's row holds. */
export const issueRowState = v.picklist(["published", "unpublished"]);

/** A row of `newsletter_issues` (migrations/0002_newsletter_issues.sql; its shape today: docs/schema.sql). */
export const issueRow = v.object({
  slug: v.string(),
  title: v.string(),
  date: v.string(),
  style: v.picklist(STYLE_KEYS),
  draft: v.string(),
  state: issueRowState,
  published_at: v.string(),
  updated_at: v.string(),
  unpublished_at: v.nullable(v.string()),
  /** migrations/0009_issue_schedule.sql: the email's schedule (worker/publishing/schedule.ts); what Kit holds is the broadcast's record (worker/broadcasts). */
  send_choice: v.picklist(SEND_CHOICES),
  /** The issue's time on his clock, HH:MM (NULL before migration 0018: 00:00). */
  send_time: v.nullable(v.string()),
  send_at: v.nullable(v.string()),
  /** migrations/0018: the issue's one moment (ISO 8601, UTC), from which it is on the web; NULL: from 00:00 of its date in his zone (issues stored before). */
  live_at: v.nullable(v.string()),
  /** migrations/0021: the email's subject and preview text; NULL: the title and the hook. */
  subject: v.nullable(v.string()),
  preview_text: v.nullable(v.string()),
});
export type IssueRow = v.InferOutput<typeof issueRow>;

/** The issue's moment and its email's schedule as stored (worker/publishing/schedule.ts). */
export interface StoredSchedule {
  send_choice: "draft" | "schedule";
  send_time: string | null;
  send_at: string | null;
  live_at: string;
}

/** What the owner sends for an issue: the fields of the file format, checked. */
export interface IssueText {
  slug: string;
  title: string;
  date: string;
  style: StyleKey;
  draft: string;
  /** The email's subject and preview text (null: the title and the hook); undefined: NULL on a publish, as they were on an edit. */
  subject?: string | null;
  preview_text?: string | null;
}

/**
 * An issue on the web at `?now` (ISO 8601) and his `?today`: published, and its moment come (an
 * issue stored before 0018, without one, from its day). `now`, `today`: the statement's placeholders.
 */
export const LIVE_SQL = (now: string, today: string) => `state = 'published' AND (CASE WHEN live_at IS NULL THEN date <= ${today} ELSE live_at <= ${now} END)`;

/** Where an issue stands at `now` (his `today`): off the web, on it, or waiting for its moment. */
export function issueStateOf(row: Pick<IssueRow, "state" | "date" | "live_at">, today: string, now: Date): IssueState {
  if (row.state === "unpublished") return "unpublished";
  const coming = row.live_at === null ? row.date > today : Date.parse(row.live_at) > now.getTime();
  return coming ? "scheduled" : "live";
}
