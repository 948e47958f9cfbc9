/** Where a chosen date stands against today: a later one schedules the issue. */
export function dateStanding(date: string, today: string): "today" | "later" | "earlier" {
  return date === today || date === "" ? "today" : date > today ? "later" : "earlier";
}
