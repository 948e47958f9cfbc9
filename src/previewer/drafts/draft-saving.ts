import { useCallback, type Dispatch, type RefObject, type SetStateAction } from "react";
import { createServerDraft, readServerDraft, saveServerDraft, tooLargeToSave, type DraftOutcome } from "./draft-api";
import { contentOf, recordOf, showInAddress, type Latest, type Session, type SyncStatus } from "./draft-session";
import { contentHash, sameContent } from "./reconcile";
import { SENT_KEPT, sendClosingSave } from "./closing-save";
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
export function useDraftSave({ session, latest, cache, ask, remember, setStatus, setSavedAt, setDraftId }: SaveDeps): (closing?: boolean) => Promise<void> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const save = useCallback(
    async (closing = false): Promise<void> => {
      const s = session.current;
      if (s.timer) clearTimeout(s.timer);
      s.timer = null;
      if (s.conflict || s.deleted) return;
      if (s.inFlight) {
        s.again = true;
        if (closing) sendClosingSave(s, latest.current, cache);
        return;
      }
      const sent = { ...latest.current };
      if (!s.bindTo && s.saved && sameContent(s.saved, sent)) {
        setStatus((now) => (now === "saving" ? "saved" : now));
        return;
      }
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
      // Each save its own key, in this browser's copy before it leaves: a closing save whose answer is lost is known by it on the next open.
      const saveKey = s.id ? crypto.randomUUID() : undefined;
      // Its earlier saves still unanswered (an answer lost as the page began to leave): the site takes
      // this one over a version they produced, so the closing save does not meet its own words as a conflict.
      const after = s.sent.map((earlier) => earlier.key);
      if (saveKey) {
        s.sent = [...s.sent, { key: saveKey, hash: contentHash(sent) }].slice(-SENT_KEPT);
        cache(true);
      }
      const outcome: DraftOutcome = s.id
        ? await saveServerDraft(
            s.id,
            s.version,
            { ...fields, choice, ...(bind ? { issue: bind.slug, title: sent.meta.title || bind.title } : {}) },
            saveKey,
            after,
          )
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
        // What the site holds: words it did not take stay unsaved, and are sent again.
        s.saved = sameContent(contentOf(outcome.draft), sent) ? sent : contentOf(outcome.draft);
        s.sent = [];
        s.issue = null;
        s.createKey = null;
        if (choice) s.choice = false;
        if (bind) s.bindTo = null;
        setDraftId(s.id);
        // A first save that returns after a publish must not forget the issue the publish just bound (its own save follows).
        if (bind || (fresh && !s.bindTo)) remember(recordOf(outcome.draft));
        setSavedAt(outcome.draft.updatedAt);
        // "Saved on the site" only when all he typed is; else the save that follows is under way.
        const all = sameContent(s.saved, latest.current);
        setStatus(all ? "saved" : "saving");
        cache(!all);
        if (!all && !s.timer) s.again = true;
        showInAddress(s.id);
      } else if (outcome.kind === "conflict") {
        // Moved on by this browser's own save whose answer was lost: saved again from there, no question.
        const own =
          s.sent.length > 0 && s.id
            ? await readServerDraft(
                s.id,
                s.sent.map((save) => save.key),
              )
            : null;
        if (s.epoch !== epoch) return;
        if (own?.kind === "saved" && own.draft.landed?.version === own.draft.version) {
          s.version = own.draft.version;
          s.saved = contentOf(own.draft);
          s.sent = [];
          s.again = true;
        } else ask(outcome.newer, s.version);
      } else if (outcome.kind === "missing") {
        // Deleted on another tab or device: said, and his text offered as a new draft (never saved silently).
        s.deleted = true;
        setStatus("deleted");
        cache(true);
      } else {
        setStatus(outcome.kind === "key-used" ? "offline" : outcome.kind);
        if (outcome.kind === "offline" || outcome.kind === "too-many") s.timer = setTimeout(() => void save(), RETRY_MS);
      }
      if (s.again) {
        s.again = false;
        await save();
      }
    },
    [cache, remember, ask],
  );
  return save;
}
