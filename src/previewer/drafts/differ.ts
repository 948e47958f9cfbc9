/** Lines of each side shown where two texts differ, at most. */
const SHOWN_LINES = 12;

/**
 * Where two texts differ, line by line: the lines between their common opening and their common
 * ending, on each side (cut to SHOWN_LINES with an ellipsis). Cheap and readable on a phone.
 */
export function whereTheyDiffer(mine: string, newer: string): { mine: string; newer: string; same: boolean } {
  if (mine === newer) return { mine: "", newer: "", same: true };
  const a = mine.split("\n");
  const b = newer.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const cut = (lines: string[]) => (lines.length > SHOWN_LINES ? [...lines.slice(0, SHOWN_LINES), "…"] : lines).join("\n");
  return { mine: cut(a.slice(start, a.length - end)), newer: cut(b.slice(start, b.length - end)), same: false };
}
