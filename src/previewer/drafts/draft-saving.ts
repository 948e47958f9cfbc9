import { useCallback, useEffect, type Dispatch, type RefObject, type SetStateAction } from "react";
import { createServerDraft, saveServerDraft, tooLargeToSave, type DraftMeta, type DraftOutcome } from "./draft-api";
import { recordOf, sameMeta, showInAddress, type Latest, type Session, type SyncStatus } from "./draft-session";
import type { ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";

/** After the preview catches up with typing, the save waits this long for more: saved within 5 s of the last keystroke. */
export const SAVE_DELAY_MS = 2000;
/** A save the site could not take (offline, too many) is tried again after this long. */
const RETRY_MS = 10_000;

/** What saving needs from the sync (./use-server-draft.ts). */
interface SaveDeps {
  session: RefObject<Session>;
  latest: RefObject<Latest>;
  cache(dirty: boolean): void;
  ask(newer: ServerDraft, base: number): void;
  remember(record: PublishedRecord | null): void;
  setStatus: Dispatch<SetStateAction<SyncStatus>>;
  setSavedAt: Dispatch<SetStateAction<string | null>>;
  setDraftId: Dispatch<SetStateAction<string | null>>;
}

/** Saves what the editor holds on the site, one request at a time, with the version it started from. */
export function useDraftSave({ session, latest, cache, ask, remember, setStatus, setSavedAt, setDraftId }: SaveDeps): () => Promise<void> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const save = useCallback(async (): Promise<void> => {
    const s = session.current;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    if (s.conflict || s.deleted) return;
    if (s.inFlight) {
      s.again = true;
      return;
    }
    const sent = { ...latest.current };
    if (!s.bindTo && s.saved && s.saved.text === sent.text && s.saved.style === sent.style && sameMeta(s.saved.meta, sent.meta)) return;
    // Over the site's limit: said in words, nothing sent, nothing cut; the text stays in the editor and this browser.
    if (tooLargeToSave(sent.text)) {
      setStatus("too-large");
      return;
    }
    s.inFlight = true;
    setStatus("saving");
    const bind = s.bindTo;
    const epoch = s.epoch;
    const choice = s.choice;
    const fields = { text: sent.text, style: sent.style, ...sent.meta };
    if (!s.id && !s.createKey) {
      // One key per new draft, kept in this browser: a lost answer or a reload answers the same draft.
      s.createKey = crypto.randomUUID();
      cache(true);
    }
    const outcome: DraftOutcome = s.id
      ? await saveServerDraft(s.id, s.version, { ...fields, choice, ...(bind ? { issue: bind.slug, title: sent.meta.title || bind.title } : {}) })
      : // A first save asked to bind the issue just published creates the draft bound to it.
        await createServerDraft(
          { ...fields, ...(bind ? { issue: bind.slug, title: sent.meta.title || bind.title } : { issue: s.issue }) },
          bind ? null : s.createKey,
        );
    if (s.epoch !== epoch) return;
    s.inFlight = false;
    if (outcome.kind === "saved") {
      const fresh = !s.id;
      s.id = outcome.draft.id;
      s.version = outcome.draft.version;
      s.saved = sent;
      s.issue = null;
      s.createKey = null;
      if (choice) s.choice = false;
      if (bind) s.bindTo = null;
      setDraftId(s.id);
      // A first save that returns after a publish must not forget the issue the publish just bound (its own save follows).
      if (bind || (fresh && !s.bindTo)) remember(recordOf(outcome.draft));
      setSavedAt(outcome.draft.updatedAt);
      setStatus("saved");
      cache(latest.current.text !== sent.text || latest.current.style !== sent.style || !sameMeta(latest.current.meta, sent.meta));
      showInAddress(s.id);
    } else if (outcome.kind === "conflict") {
      ask(outcome.newer, s.version);
    } else if (outcome.kind === "missing") {
      // Deleted on another tab or device: said, and his text offered as a new draft (never saved silently).
      s.deleted = true;
      setStatus("deleted");
      cache(true);
    } else {
      setStatus(outcome.kind);
      if (outcome.kind === "offline" || outcome.kind === "too-many") s.timer = setTimeout(() => void save(), RETRY_MS);
    }
    if (s.again) {
      s.again = false;
      await save();
    }
  }, [cache, remember, ask]);
  return save;
}

/** When a save runs: a moment after typing pauses, and at once when the page is left or hidden. */
export function useSaveTriggers({
  session,
  committed,
  style,
  meta,
  cache,
  save,
}: {
  session: RefObject<Session>;
  committed: string;
  style: string;
  meta: DraftMeta;
  cache(dirty: boolean): void;
  save(): Promise<void>;
}) {
  // Every change is kept in the browser at once and saved on the site a moment later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  useEffect(() => {
    const s = session.current;
    if (!s.ready) return;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    // Back to what the server holds (a reset, an undo): nothing to save, and the browser's copy says so.
    const unchanged = s.saved !== null && s.saved.text === committed && s.saved.style === style && sameMeta(s.saved.meta, meta);
    cache(!unchanged);
    if (unchanged || s.conflict || s.deleted) return;
    s.timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [committed, style, meta, cache, save]);

  // Leaving the page (or hiding it on a phone): saved now, with a request that outlives the page.
  useEffect(() => {
    const leave = (event: Event) => {
      if (event.type === "pagehide" || document.visibilityState === "hidden") void save();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", leave);
    };
  }, [save]);
}
