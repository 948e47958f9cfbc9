/** Where a chosen date stands against today: a later one schedules the issue. */
export function dateStanding(date: string, today: string): "today" | "later" | "earlier" {
  return date === today || date === "" ? "today" : date > today ? "later" : "earlier";
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "December 24, 2026", as the issue pages write a date. */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : DAY_FORMAT.format(time);
}
