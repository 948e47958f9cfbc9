import { must } from "../must.ts";
/**
 * The one way the owner's pages write a date and a time, in his time zone: "Thursday 3 December,
 * 9:00 AM" (the year after the day when it is not this year: "Tuesday 1 July 2025, 9:00 AM"), a
 * day alone "Thursday 3 December", and a recent moment "today, 9:13 PM" / "yesterday, 8:02 AM".
 * Built from Intl's parts, so every runtime writes the same words.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = map.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, ...options });
    map.set(timeZone, format);
  }
  return format;
}

function dayParts(time: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of cached(dayFormats, timeZone, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(time))
    parts[part.type] = part.value;
  return { weekday: must(parts.weekday), day: must(parts.day), month: must(parts.month), year: must(parts.year) };
}

/** "Thursday 3 December" (with " 2025" when `time` is not in the year of `now`), in `timeZone`. */
function dayOf(time: number, timeZone: string, now: number): string {
  const day = dayParts(time, timeZone);
  const year = day.year === dayParts(now, timeZone).year ? "" : ` ${day.year}`;
  return `${day.weekday} ${day.day} ${day.month}${year}`;
}

/** "9:00 AM" on the clock of `timeZone`. */
function clockOf(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(time).replace(/\u202f/g, " ");
}

/** "Thursday 3 December, 9:00 AM": a moment on his clock. */
export function momentOnClock(time: number, timeZone: string, now = Date.now()): string {
  return `${dayOf(time, timeZone, now)}, ${clockOf(time, timeZone)}`;
}

const dayKey = (time: number, timeZone: string) => {
  const day = dayParts(time, timeZone);
  return `${day.year}-${day.month}-${day.day}`;
};

/** A moment that happened: "today, 9:13 PM", "yesterday, 8:02 AM", else as momentOnClock. */
export function whenInWords(iso: string, timeZone: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso || "unknown";
  const day = dayKey(time, timeZone);
  if (day === dayKey(now, timeZone)) return `today, ${clockOf(time, timeZone)}`;
  if (day === dayKey(now - 86_400_000, timeZone)) return `yesterday, ${clockOf(time, timeZone)}`;
  return momentOnClock(time, timeZone, now);
}

/** A YYYY-MM-DD day in words ("Thursday 3 December"; the year when not this year): the day as written, in no time zone. */
export function dayInWords(day: string, now = Date.now()): string {
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isNaN(time) ? day : dayOf(time, "UTC", now);
}
