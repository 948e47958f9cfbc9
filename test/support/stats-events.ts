import type { StatsEvent, StatsRow } from "../../worker/stats";

type EventKind = StatsEvent["kind"];

/** The text fields every stats event and row carries, blank (the home page's path): a test names only those it looks at. */
export const blankEventText = {
  path: "/",
  source: "",
  medium: "",
  campaign: "",
  content: "",
  video: "",
  referrerHost: "",
  visitor: "",
  form: "",
  signupDay: "",
  experiment: "",
  variant: "",
} as const;

/** One stats event as the site records it: blank but for its kind and `fields`. */
export function statsEvent(kind: EventKind, fields: Partial<Omit<StatsEvent, "kind">> = {}): StatsEvent {
  return { kind, ...blankEventText, country: "", device: "", ...fields };
}

/** One aggregated row (a visitor's events of a kind, a day): counted once, blank but for `fields`. */
export function statsRow(kind: EventKind, fields: Partial<Omit<StatsRow, "kind">> & Pick<StatsRow, "day" | "first">): StatsRow {
  return { kind, ...blankEventText, count: 1, ...fields };
}
