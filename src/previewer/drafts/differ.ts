import type { DraftContent } from "./reconcile";
import { must } from "../../must.ts";

/** Lines of each side shown where two texts differ, at most. */
const SHOWN_LINES = 12;

/**
 * Where two texts differ, line by line: the lines between their common opening and their common
 * ending, on each side (cut to SHOWN_LINES with an ellipsis), with the common line just before and
 * just after for context. A side that only lacks the other's lines shows `missing` between them,
 * so neither box is ever empty. Cheap and readable on a phone.
 */
export function whereTheyDiffer(mine: string, newer: string, missing = ""): { mine: string; newer: string; same: boolean } {
  if (mine === newer) return { mine: "", newer: "", same: true };
  const a = mine.split("\n");
  const b = newer.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const before = start > 0 ? [must(a[start - 1])] : [];
  const after = end > 0 ? [must(a[a.length - end])] : [];
  const shown = (lines: string[]) => {
    const own = lines.length > SHOWN_LINES ? [...lines.slice(0, SHOWN_LINES), "…"] : lines;
    return [...before, ...(own.length > 0 || !missing ? own : [missing]), ...after].join("\n");
  };
  return { mine: shown(a.slice(start, a.length - end)), newer: shown(b.slice(start, b.length - end)), same: false };
}

/** The fields (title, subject, preview text, style) where two drafts differ, as "name: value" lines for each side. */
export function fieldsThatDiffer(
  mine: DraftContent,
  newer: DraftContent,
  names: Record<"title" | "subject" | "preview_text" | "style", string>,
  styleName: (key: string) => string = (key) => key,
): { mine: string[]; newer: string[] } {
  const pairs: [keyof typeof names, string, string][] = [
    ["title", mine.meta.title, newer.meta.title],
    ["subject", mine.meta.subject, newer.meta.subject],
    ["preview_text", mine.meta.preview_text, newer.meta.preview_text],
    ["style", styleName(mine.style), styleName(newer.style)],
  ];
  const differing = pairs.filter(([, a, b]) => a.trim() !== b.trim());
  return {
    mine: differing.map(([name, value]) => `${names[name]}: ${value.trim() || "—"}`),
    newer: differing.map(([name, , value]) => `${names[name]}: ${value.trim() || "—"}`),
  };
}
