import { scheduleTexts as texts } from "../../content/publish-form";
import { SEND_LEAD_MINUTES, type PublishProblem, type SendChoice } from "../../publishing/contract";
import { clockInZone, momentInWords, zonedMoment } from "../../publishing/zone-time";
import { fillTemplate } from "../../fill-template";

/** The form's choice for the email: `keep` (an edit leaves the schedule as it is) or a send choice. */
export type EmailChoice = SendChoice | "keep";

/**
 * When the email would go, as the endpoint computes it (worker/publishing/schedule.ts): the issue's
 * moment, its date and time on his clock (00:00 when none). Undefined when nothing is scheduled.
 */
export function scheduledMoment({
  choice,
  date,
  time,
  timeZone,
}: {
  choice: EmailChoice;
  date: string;
  today: string;
  time: string;
  timeZone: string;
}): number | undefined {
  if (choice !== "schedule") return undefined;
  const clock = time.trim() || "00:00";
  return /^\d{2}:\d{2}$/.test(clock) ? zonedMoment(date, clock, timeZone) : undefined;
}

/** A first time to offer: half an hour from now on his clock, on a quarter hour. */
export function suggestedTime(timeZone: string, now = Date.now()): string {
  const quarter = 15 * 60_000;
  return clockInZone(Math.ceil((now + 30 * 60_000) / quarter) * quarter, timeZone);
}

/** The schedule's own problems before anything is sent: a missing time, or one not far enough ahead. */
export function scheduleProblems(
  input: { choice: EmailChoice; date: string; today: string; time: string; timeZone: string },
  now = Date.now(),
): PublishProblem[] {
  if (input.choice !== "schedule") return [];
  const moment = scheduledMoment(input);
  if (moment === undefined) return [{ field: "time", level: "error", code: "SEND_TIME_MISSING", message: texts.timeMissing }];
  if (moment < now + SEND_LEAD_MINUTES * 60_000)
    return [
      {
        field: "time",
        level: "error",
        code: "SEND_TIME_PAST",
        message: fillTemplate(texts.timePast, { when: momentInWords(moment, input.timeZone), minutes: SEND_LEAD_MINUTES }),
      },
    ];
  return [];
}
