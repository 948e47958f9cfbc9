/**
 * Days and clock times in the owner's time zone (an IANA name, OWNER_TIME_ZONE): an issue's date
 * is a day in his zone, it goes live at 00:00 of that day there, and a scheduled email leaves at a
 * time he reads on his own clock. Plain Intl: the same code in the worker and the browser.
 */
import { momentOnClock } from "./moment-words";
import { must } from "../must.ts";

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `time`, as numbers. */
function wallClock(time: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(time)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: must(parts.year),
    month: must(parts.month),
    day: must(parts.day),
    hour: must(parts.hour) % 24,
    minute: must(parts.minute),
    second: must(parts.second),
  };
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
 * The moment the wall clock in `timeZone` reads `clock` (HH:MM) on `day` (YYYY-MM-DD): the one
 * place summer time is decided, for the page and its email alike.
 * - A wall time inside a gap (02:30 on New York's spring-forward day) means the first moment after
 *   the gap (03:00 there), never an hour early nor a day off.
 * - A day that starts after midnight (America/Santiago's 2026-09-06 starts at 01:00) starts at its
 *   first moment: its 00:00 is that gap's end.
 * - A repeated hour (01:30 on a fall-back day) means its first occurrence.
 * Zones whose shift is not an hour (Australia/Lord_Howe's 30 minutes) follow the same rules.
 */
export function zonedMoment(day: string, clock: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // No zone changes its offset twice within two days: the offsets a day either side are the only ones.
  const before = zoneOffsetMs(asUtc - 86_400_000, timeZone);
  const after = zoneOffsetMs(asUtc + 86_400_000, timeZone);
  const reads = (time: number) => {
    const wall = wallClock(time, timeZone);
    return wall.year === year && wall.month === month && wall.day === date && wall.hour === hour && wall.minute === minute;
  };
  const matches = [asUtc - before, asUtc - after].filter(reads).sort((a, b) => a - b);
  if (matches.length > 0) return must(matches[0]);
  // In a gap: the clock jumps from before it to after it; the moment it jumps is the first after the gap.
  return transitionBetween(asUtc - after, asUtc - before, after, timeZone);
}

/** The first minute in [from, to] whose offset is `offset` (the offset after a change), by halving. */
function transitionBetween(from: number, to: number, offset: number, timeZone: string): number {
  let [low, high] = [Math.min(from, to), Math.max(from, to)];
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (zoneOffsetMs(middle, timeZone) === offset) high = middle;
    else low = middle;
  }
  return zoneOffsetMs(low, timeZone) === offset ? low : high;
}

/** The first moment of `day` in `timeZone` (00:00, or the end of a gap that swallows it). */
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

/** "Thursday 3 December, 9:00 AM (America/Kentucky/Louisville)": a moment as the owner reads it (src/internal/when.ts), his zone named. */
export function momentInWords(time: number, timeZone: string, now = Date.now()): string {
  return `${momentOnClock(time, timeZone, now)} (${timeZone})`;
}
