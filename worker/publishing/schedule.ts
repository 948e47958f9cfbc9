import { publishProblems as words } from "../../src/content/publishing";
import { SEND_LEAD_MINUTES, type PublishProblem, type SendChoice } from "../../src/publishing/contract";
import { momentInWords, startOfDay, zonedMoment } from "../../src/publishing/zone-time";
import { fillTemplate } from "../../src/previewer/fill-template";
import type { IssueRow } from "./repository";

/**
 * One schedule for the web and the email: an issue's `send` choice and the moment Kit should send
 * it. An issue dated a later day goes live at 00:00 of that day in the owner's zone, and its
 * email then; an issue live now sends at the time he picks (`send_time`, HH:MM, his clock), at
 * least SEND_LEAD_MINUTES ahead. Never a moment that has passed: Kit would refuse it, or send at once.
 */
export interface Schedule {
  send_choice: SendChoice;
  send_time: string | null;
  send_at: string | null;
}

export const DRAFT: Schedule = { send_choice: "draft", send_time: null, send_at: null };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const LEAD_MS = SEND_LEAD_MINUTES * 60_000;

const problem = (code: string, message: string): PublishProblem => ({ field: "sendTime", level: "error", code, message });

/** What was sent of the schedule (undefined: not sent, which on an edit keeps the issue's). */
export interface SentSchedule {
  send?: string;
  sendTime?: string;
}

/** Reads `send` itself: an unknown value is a problem, never a silent draft or a silent send. */
export function sendChoiceProblem(send: string | undefined): PublishProblem | undefined {
  if (send === undefined || send === "" || send === "draft" || send === "schedule") return undefined;
  return { field: "send", level: "error", code: "SEND_UNKNOWN", message: words.sendUnknown };
}

/**
 * The schedule of an issue dated `date`, with `today` his today and `now` the request's time.
 * `previous`: the issue's row on an edit (its choice and time stand when the request omits them).
 */
export function scheduleOf(sent: SentSchedule, { date, today, timeZone, now, previous }: { date: string; today: string; timeZone: string; now: number; previous?: Pick<IssueRow, "send_choice" | "send_time" | "send_at" | "date"> }): { schedule: Schedule } | { problem: PublishProblem } {
  const choice = (sent.send || previous?.send_choice || "draft") as SendChoice;
  if (choice === "draft") return { schedule: DRAFT };
  if (date > today) return checked({ send_choice: "schedule", send_time: null, send_at: new Date(startOfDay(date, timeZone)).toISOString() }, now, timeZone);
  const time = (sent.sendTime ?? "").trim() || undefined;
  // An edit that leaves the schedule and the date alone keeps the moment already chosen.
  if (time === undefined && sent.send === undefined && previous?.send_choice === "schedule" && previous.date === date && previous.send_at !== null) {
    return { schedule: { send_choice: "schedule", send_time: previous.send_time, send_at: previous.send_at } };
  }
  const clock = time ?? previous?.send_time ?? undefined;
  if (clock === undefined) return { problem: problem("SEND_TIME_MISSING", words.sendTimeMissing) };
  if (!CLOCK.test(clock)) return { problem: problem("SEND_TIME_INVALID", words.sendTimeInvalid) };
  return checked({ send_choice: "schedule", send_time: clock, send_at: new Date(zonedMoment(today, clock, timeZone)).toISOString() }, now, timeZone);
}

function checked(schedule: Schedule, now: number, timeZone: string): { schedule: Schedule } | { problem: PublishProblem } {
  const at = Date.parse(schedule.send_at!);
  if (at < now + LEAD_MS) return { problem: problem("SEND_TIME_PAST", fillTemplate(words.sendTimePast, { when: momentInWords(at, timeZone), minutes: SEND_LEAD_MINUTES })) };
  return { schedule };
}

/** The send_at to give Kit now: the wanted moment while it is still ahead, else null (a draft). */
export function sendAtForKit(row: Pick<IssueRow, "state" | "send_choice" | "send_at">, now: number): string | null {
  if (row.state !== "published" || row.send_choice !== "schedule" || row.send_at === null) return null;
  // A minute's margin: the request may take a while to reach Kit, and Kit must never read it as now.
  return Date.parse(row.send_at) > now + 60_000 ? row.send_at : null;
}
