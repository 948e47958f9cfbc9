/**
 * Days and clock times in the owner's time zone (an IANA name, OWNER_TIME_ZONE): an issue's date
 * is a day in his zone, it goes live at 00:00 of that day there, and a scheduled email leaves at a
 * time he reads on his own clock. Plain Intl: the same code in the worker and the browser.
 */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `time`, as numbers. */
function wallClock(time: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(time)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** Milliseconds the zone is ahead of UTC at `time` (negative west of Greenwich). */
export function zoneOffsetMs(time: number, timeZone: string): number {
  const clock = wallClock(time, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The day (YYYY-MM-DD) it is in `timeZone` at `time`. */
export function dayInZone(time: number | Date, timeZone: string): string {
  const clock = wallClock(typeof time === "number" ? time : time.getTime(), timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/**
 * The moment the wall clock in `timeZone` reads `clock` (HH:MM) on `day` (YYYY-MM-DD). A time a
 * DST change skips (02:30 on a spring-forward day) comes out as the moment after the gap.
 */
export function zonedMoment(day: string, clock: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the guess, then at the corrected moment: right on both sides of a DST change.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(first, timeZone);
}

/** 00:00 of `day` in `timeZone`: when an issue dated that day goes live. */
export const startOfDay = (day: string, timeZone: string) => zonedMoment(day, "00:00", timeZone);

/** The day after `day` (YYYY-MM-DD), on the calendar. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** HH:MM on the wall clock of `timeZone` at `time`. */
export function clockInZone(time: number, timeZone: string): string {
  const clock = wallClock(time, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** "Tuesday, 1 December at 12:00 AM (America/Kentucky/Louisville)": a moment as the owner reads it, zone named. */
export function momentInWords(time: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(time).replace(/,? /, ", ");
  const clock = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(time);
  return `${day} at ${clock} (${timeZone})`;
}
