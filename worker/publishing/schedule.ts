import { publishProblems as words } from "../../src/content";
import { SEND_LEAD_MINUTES, type PublishProblem, type SendChoice, momentInWords, zonedMoment } from "../../src/publishing";
import { fillTemplate } from "../../src/fill-template";
import type { IssueRow } from "../issues";

/**
 * One moment per issue: its date and time on the owner's clock (`time`, HH:MM, 00:00 when none is
 * given), made a moment by zonedMoment, the one place summer time is decided. Its page, the
 * archive, the feed, the sitemap and search show it from that moment (`live_at`); with
 * `send=schedule` Kit sends it then (`send_at`), which must be at least SEND_LEAD_MINUTES ahead.
 */
export interface Schedule {
  send_choice: SendChoice;
  /** The issue's time on his clock (HH:MM): the column kept its first name, send_time (0009). */
  send_time: string;
  send_at: string | null;
  live_at: string;
}

export const MIDNIGHT = "00:00";
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const LEAD_MS = SEND_LEAD_MINUTES * 60_000;

const problem = (code: string, message: string): PublishProblem => ({ field: "time", level: "error", code, message });

/** What was sent of the schedule (undefined: not sent, which on an edit keeps the issue's). */
export interface SentSchedule {
  send?: string;
  time?: string;
}

/** Reads `send` itself: an unknown value is a problem, never a silent draft or a silent send. */
export function sendChoiceProblem(send: string | undefined): PublishProblem | undefined {
  if (send === undefined || send === "" || send === "draft" || send === "schedule") return undefined;
  return { field: "send", level: "error", code: "SEND_UNKNOWN", message: words.sendUnknown };
}

/**
 * The schedule of an issue dated `date`, with `now` the request's time. `previous`: the issue's
 * row on an edit (its choice and time stand when the request omits them).
 */
export function scheduleOf(
  sent: SentSchedule,
  { date, timeZone, now, previous }: { date: string; timeZone: string; now: number; previous?: Pick<IssueRow, "send_choice" | "send_time" | "send_at"> },
): { schedule: Schedule } | { problem: PublishProblem } {
  const choice = (sent.send || previous?.send_choice || "draft") as SendChoice;
  const time = (sent.time ?? "").trim() || previous?.send_time || MIDNIGHT;
  if (!CLOCK.test(time)) return { problem: problem("SEND_TIME_INVALID", words.sendTimeInvalid) };
  const moment = zonedMoment(date, time, timeZone);
  const liveAt = new Date(moment).toISOString();
  if (choice === "draft") return { schedule: { send_choice: "draft", send_time: time, send_at: null, live_at: liveAt } };
  // An edit that leaves the moment where Kit already has it keeps it, however near it now is.
  if (previous?.send_choice === "schedule" && previous.send_at === liveAt)
    return { schedule: { send_choice: "schedule", send_time: time, send_at: liveAt, live_at: liveAt } };
  if (moment < now + LEAD_MS)
    return { problem: problem("SEND_TIME_PAST", fillTemplate(words.sendTimePast, { when: momentInWords(moment, timeZone), minutes: SEND_LEAD_MINUTES })) };
  return { schedule: { send_choice: "schedule", send_time: time, send_at: liveAt, live_at: liveAt } };
}
