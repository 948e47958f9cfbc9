/**
 * Dates and times as the owner reads them, in his time zone: "today at 9:13 PM",
 * "yesterday at 8:02 AM", "Mon, Nov 23 at 9:13 PM", "Nov 23, 2025 at 9:13 PM" (another year).
 */
const dayKey = (time: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(time);

export function whenInWords(iso: string, timeZone: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso || "unknown";
  const clock = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(time);
  const day = dayKey(time, timeZone);
  if (day === dayKey(now, timeZone)) return `today at ${clock}`;
  if (day === dayKey(now - 86_400_000, timeZone)) return `yesterday at ${clock}`;
  const sameYear = day.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...(sameYear ? { weekday: "short", month: "short", day: "numeric" } : { month: "short", day: "numeric", year: "numeric" }),
  }).format(time);
  return `${date} at ${clock}`;
}

/** A YYYY-MM-DD day in words ("Wed, Nov 25, 2026"): the day as written, in no time zone. */
export function dayInWords(day: string): string {
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isNaN(time)
    ? day
    : new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(time);
}

/** Whether `zone` is a time zone Intl knows (OWNER_TIME_ZONE is checked with it at start-up). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
