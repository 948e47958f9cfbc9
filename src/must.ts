/**
 * The value, known to be there (a regex group that always matches, an index inside the array, a row
 * just written): throws with `what` when it is not, where a `!` would let the mistake run on.
 */
export function must<T>(value: T | null | undefined, what = "a value"): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${value}`);
  return value;
}
