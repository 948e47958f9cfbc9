import { previewNotes } from "../../content/drafts";
import { previewNote } from "./issue.css";

/**
 * The note that opens the owner's preview of an issue page (worker/publishing/issue-preview.ts puts
 * it first in the page's main), styled with the issue page's own styles. `escapeHtml` is the worker's
 * HTML escaping: the note may quote a time or words from the request.
 */
export function previewNoteHtml(note: string, escapeHtml: (text: string) => string): string {
  return `<p role="note" class="${previewNote}" data-preview-note=""><strong>${escapeHtml(previewNotes.label)}</strong> ${escapeHtml(note)}</p>`;
}
