import { utcDay } from "./events";

/**
 * Bounds how many different values of a free-text field (UTM source, medium, campaign, content,
 * referrer host) one isolate stores a day: the first MAX_VALUES_A_DAY kept as sent, any further
 * new one stored as OTHER_VALUE. A campaign or site a person sees is among the first few dozen of
 * a day; a script inventing a value per request fills "(other)" instead of the owner's tables.
 * Counted in the isolate: no storage, no request.
 */
export const MAX_VALUES_A_DAY = 200;
export const OTHER_VALUE = "(other)";

let day = "";
const seen = new Map<string, Set<string>>();

export function boundedValue(field: string, value: string, today = utcDay()): string {
  if (!value) return value;
  if (today !== day) {
    day = today;
    seen.clear();
  }
  let values = seen.get(field);
  if (!values) {
    values = new Set();
    seen.set(field, values);
  }
  if (values.has(value)) return value;
  if (values.size >= MAX_VALUES_A_DAY) return OTHER_VALUE;
  values.add(value);
  return value;
}
