import { historyTexts as words } from "../../src/content";
import { firstWords } from "../../src/publishing";
import type { RevisionReason } from "../drafts";

/** Where a text came from, in words: this browser (the page's own device cookie), another device, or an event. */
export function sourceInWords(source: string | null, device: string | null): string {
  if (source === null) return words.source.unknown;
  if (source in words.source && source !== "thisBrowser" && source !== "otherDevice") return words.source[source as keyof typeof words.source];
  return device !== null && source === device ? words.source.thisBrowser : words.source.otherDevice;
}

export const reasonInWords = (reason: RevisionReason) => words.reason[reason] ?? reason;

/** A draft as a heading names it: its title, else its first words. */
export const draftName = (draft: { title: string | null; text: string }) => draft.title ?? (firstWords(draft.text) || "(empty draft)");

/** `?before=<id>` of a history's address: the page of texts older than that one. */
export function beforeOf(query: string | undefined): number | null {
  const before = Number(query);
  return Number.isSafeInteger(before) && before > 0 ? before : null;
}
