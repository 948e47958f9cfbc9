/**
 * Today as the site counts it, YYYY-MM-DD in UTC (src/publishing/contract.ts): the date field's
 * default, so "today" never schedules an issue for a few hours where the owner's day runs ahead.
 */
export function siteToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Where a chosen date stands against today: a later one schedules the issue. */
export function dateStanding(date: string, today: string): "today" | "later" | "earlier" {
  return date === today || date === "" ? "today" : date > today ? "later" : "earlier";
}
