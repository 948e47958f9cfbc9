import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_DEBOUNCE_MS } from "../content/previewer";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage";

export interface Draft {
  /** What the textarea shows. */
  text: string;
  /** The text the preview renders: follows `text` once typing pauses. */
  committed: string;
  /** False when the browser would not keep the draft. */
  saved: boolean;
  /** The draft a reset replaced, until the next edit. */
  undoText: string | null;
  edit(next: string): void;
  reset(): void;
  undo(): void;
}

/**
 * The draft the owner writes: starts as the sample (as the server rendered it), then the saved
 * draft of this page replaces it once hydrated. Saved when typing pauses and when the page hides.
 */
export function useDraft(storageKey: string, sample: string): Draft {
  const [text, setText] = useState(sample);
  const [committed, setCommitted] = useState(sample);
  const [saved, setSaved] = useState(true);
  const [undoText, setUndoText] = useState<string | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);

  const commit = useCallback(
    (next: string) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      setCommitted(next);
      setSaved(saveDraft(storageKey, next, sample));
    },
    [storageKey, sample],
  );

  useEffect(() => {
    const stored = loadDraft(storageKey);
    if (stored !== null && stored !== sample) {
      setText(stored);
      setCommitted(stored);
    }
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
      setText(next);
      setUndoText(null);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { text: next, timer: setTimeout(() => commit(next), DRAFT_DEBOUNCE_MS) };
    },
    [commit],
  );

  const reset = useCallback(() => {
    setUndoText(text === sample ? null : text);
    setText(sample);
    commit(sample);
    clearDraft(storageKey);
  }, [text, sample, commit, storageKey]);

  const undo = useCallback(() => {
    if (undoText === null) return;
    setText(undoText);
    commit(undoText);
    setUndoText(null);
  }, [undoText, commit]);

  return { text, committed, saved, undoText, edit, reset, undo };
}
