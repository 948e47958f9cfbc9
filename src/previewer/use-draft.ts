import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_DEBOUNCE_MS } from "../content/previewer";
import { clearDraft, loadDraft, loadDraftIssue, saveDraft, saveDraftIssue } from "./draft-storage";

export interface Draft {
  /** What the textarea shows. */
  text: string;
  /** The text the preview renders: follows `text` once typing pauses. */
  committed: string;
  /** Slug of the archived issue the draft was opened from; null for a fresh draft. */
  issueSlug: string | null;
  /**
   * Counts the times the whole draft was replaced (restored after a reload, reset, undone,
   * opened from the archive), not edits: the preview frame is a new element for each, so it
   * never shows the document of the draft it replaced.
   */
  generation: number;
  /** False until the saved draft of this page has been read (the server knows only the sample). */
  restored: boolean;
  /** False when the browser would not keep the draft. */
  saved: boolean;
  /** The draft a reset replaced, until the next edit. */
  undoText: string | null;
  edit(next: string): void;
  reset(): void;
  undo(): void;
  /** Replaces the draft with another text: an archived issue's (its slug), a server draft's, a new issue's (null). */
  open(text: string, slug: string | null): void;
  /** Marks the draft, as it is, as the issue published at `slug` (its "View in browser" link). */
  attach(slug: string): void;
  /** Whether the owner has typed since the page appeared (before hydration included): a draft that loads later then leaves his text alone. */
  typedSinceLoad(): boolean;
  /** The text as it is this instant, ahead of the render: a page going away reads it (its last keys' render may not have run). */
  typedNow(): string;
}

/**
 * The draft the owner writes: starts as the sample (as the server rendered it), then the saved
 * draft of this page replaces it once hydrated. Saved when typing pauses and when the page hides.
 */
export function useDraft(storageKey: string, sample: string): Draft {
  const [text, setText] = useState(sample);
  const [committed, setCommitted] = useState(sample);
  const [issueSlug, setIssueSlug] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(false);
  const [saved, setSaved] = useState(true);
  const [undo, setUndo] = useState<{ text: string; slug: string | null } | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  // What the owner typed (also before hydration: client/adopt-fields.ts) wins over a draft that loads later.
  const typed = useRef(false);
  const now = useRef(sample);

  const commit = useCallback(
    (next: string) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      setCommitted(next);
      setSaved(saveDraft(storageKey, next, sample));
    },
    [storageKey, sample],
  );

  /** The whole draft changes at once: a new frame, no typing pending. */
  const replace = useCallback(
    (next: string, slug: string | null) => {
      now.current = next;
      setText(next);
      commit(next);
      setIssueSlug(slug);
      saveDraftIssue(storageKey, slug);
      setGeneration((count) => count + 1);
    },
    [commit, storageKey],
  );

  useEffect(() => {
    const stored = loadDraft(storageKey);
    if (stored !== null && stored !== sample && !typed.current) {
      now.current = stored;
      setText(stored);
      setCommitted(stored);
      setIssueSlug(loadDraftIssue(storageKey));
      setGeneration((count) => count + 1);
    }
    setRestored(true);
  }, [storageKey, sample]);

  useEffect(() => {
    // A reload right after typing must not lose the last words.
    const flush = () => {
      if (pending.current) commit(pending.current.text);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [commit]);

  const edit = useCallback(
    (next: string) => {
      typed.current = true;
      now.current = next;
      setText(next);
      setUndo(null);
      // Every key in this browser at once (a lid shut or a tab killed fires no pagehide); the preview waits for a pause.
      saveDraft(storageKey, next, sample);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { text: next, timer: setTimeout(() => commit(next), DRAFT_DEBOUNCE_MS) };
    },
    [commit, storageKey, sample],
  );

  const reset = useCallback(() => {
    setUndo(text === sample ? null : { text, slug: issueSlug });
    replace(sample, null);
    clearDraft(storageKey);
  }, [text, sample, issueSlug, replace, storageKey]);

  const undoReset = useCallback(() => {
    if (undo === null) return;
    replace(undo.text, undo.slug);
    setUndo(null);
  }, [undo, replace]);

  const open = useCallback(
    (next: string, slug: string | null) => {
      setUndo(null);
      replace(next, slug);
    },
    [replace],
  );

  const attach = useCallback(
    (slug: string) => {
      setIssueSlug(slug);
      saveDraftIssue(storageKey, slug);
    },
    [storageKey],
  );

  const typedSinceLoad = useCallback(() => typed.current, []);
  const typedNow = useCallback(() => now.current, []);

  return {
    text,
    committed,
    issueSlug,
    generation,
    restored,
    saved,
    undoText: undo?.text ?? null,
    edit,
    reset,
    undo: undoReset,
    open,
    attach,
    typedSinceLoad,
    typedNow,
  };
}
