import { type Dispatch, type RefObject, type SetStateAction, useEffect } from "react";
import type { DraftMeta } from "./draft-api";
import { SAVE_DELAY_MS } from "./draft-saving";
import type { Latest, Session, SyncStatus } from "./draft-session";
import { sameContent } from "./reconcile";

/** When a save runs: a moment after typing pauses, and at once when the page is left or hidden. */
export function useSaveTriggers({
  session,
  latest,
  committed,
  typed,
  style,
  meta,
  cache,
  save,
  setStatus,
}: {
  session: RefObject<Session>;
  latest: RefObject<Latest>;
  committed: string;
  /** The editor's text as typed, a moment ahead of `committed`. */
  typed: string;
  style: string;
  meta: DraftMeta;
  cache(dirty: boolean): void;
  save(closing?: boolean): Promise<void>;
  setStatus: Dispatch<SetStateAction<SyncStatus>>;
}) {
  // Every change is kept in the browser at once and saved on the site a moment later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  useEffect(() => {
    const s = session.current;
    if (!s.ready) return;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    // Back to what the server holds (a reset, an undo): nothing to save, and the browser's copy says so.
    const unchanged = s.saved !== null && sameContent(s.saved, { text: committed, style, meta });
    cache(!unchanged);
    if (unchanged || s.conflict || s.deleted) return;
    // Not all of it is on the site any more: never "Saved on the site" beside words it has not seen.
    setStatus((now) => (now === "saved" ? "saving" : now));
    s.timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [committed, style, meta, cache, save]);

  // Each key in this browser's copy of the draft at once, before the preview catches up: a lid shut
  // or a tab killed fires no pagehide, and the next open still finds every word.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is a ref; `typed` is the trigger
  useEffect(() => {
    const s = session.current;
    if (s.ready && s.saved && !sameContent(s.saved, latest.current)) cache(true);
  }, [typed, cache]);

  // Leaving the page (or hiding it on a phone): saved now, with a request that outlives the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs, read when the page is left
  useEffect(() => {
    const leave = (event: Event) => {
      if (event.type !== "pagehide" && document.visibilityState !== "hidden") return;
      // This browser's copy first, with every word (the editor's typing is not committed yet): a save in flight sends none.
      const s = session.current;
      if (s.ready && s.saved && !sameContent(s.saved, latest.current)) cache(true);
      // Only pagehide is a page going away; a hidden page (a phone's other app) reads its answers when it is back.
      void save(event.type === "pagehide");
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", leave);
    };
  }, [save, cache]);
}
