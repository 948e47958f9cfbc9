import type { LocalCopy, SentSave } from "./reconcile";

/**
 * The browser's copy of the server draft a previewer page is on (one per page, beside the draft
 * text use-draft keeps): which draft, the version its text started from, and whether it holds
 * edits the server has not acknowledged. Storage can be blocked or full: failures are silent
 * (the editor still holds the text, and the server keeps its copy).
 */
const cacheKey = (pagePath: string) => `newsletter-preview:server-draft:${pagePath}`;

export interface CachedDraft extends LocalCopy {
  /** The issue a draft not yet created on the server edits (opened for an edit while offline). */
  issue: string | null;
  /** The Idempotency-Key of the create still owed (a draft not on the server yet): a reload sends the same. */
  createKey: string | null;
  /** The server version this browser's differing text was already kept against (a question asked): not sent twice. */
  keptFor: number | null;
}

const line = (value: unknown) => (typeof value === "string" ? value : "");
const sentSaves = (value: unknown): SentSave[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const { key, hash } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
        return typeof key === "string" && typeof hash === "string" ? [{ key, hash }] : [];
      })
    : [];

export function readCachedDraft(pagePath: string): CachedDraft | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(cacheKey(pagePath)) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { id, version, text, style, dirty, issue, createKey, meta, keptFor, sent } = value as Record<string, unknown>;
    const fields = (typeof meta === "object" && meta !== null ? meta : {}) as Record<string, unknown>;
    if ((typeof id !== "string" && id !== null) || typeof version !== "number" || typeof text !== "string" || typeof style !== "string") return null;
    return {
      id,
      version,
      text,
      style,
      dirty: dirty === true,
      issue: typeof issue === "string" ? issue : null,
      createKey: typeof createKey === "string" ? createKey : null,
      meta: { title: line(fields.title), subject: line(fields.subject), preview_text: line(fields.preview_text) },
      keptFor: typeof keptFor === "number" ? keptFor : null,
      sent: sentSaves(sent),
    };
  } catch {
    return null;
  }
}

export function writeCachedDraft(pagePath: string, draft: CachedDraft): void {
  try {
    window.localStorage.setItem(cacheKey(pagePath), JSON.stringify(draft));
  } catch {
    // Full or blocked: the editor still holds the text.
  }
}
