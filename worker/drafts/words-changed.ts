/**
 * How many words differ between two texts, cheaply (a save must stay well within a Worker's CPU
 * time): the words left once the common opening and ending are set aside, the larger side. Typing in
 * one place counts exactly; edits in two far places count everything between them.
 */
export function wordsChanged(before: string, after: string): number {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return Math.max(a.length - start - end, b.length - start - end);
}
