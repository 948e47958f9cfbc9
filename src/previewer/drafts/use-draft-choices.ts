import { useCallback, type Dispatch, type RefObject, type SetStateAction } from "react";
import { draftTexts } from "../../content/drafts";
import type { StyleKey } from "../../newsletter-contract/types";
import { STARTER_DRAFT } from "../../newsletter/starter";
import { ISSUES_PATH } from "../../publishing/contract";
import { DELETED_PARAM, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { createServerDraft, deleteServerDraft, saveServerDraft, type DraftMeta } from "./draft-api";
import { writeCachedDraft } from "./draft-cache";
import { NO_META, showInAddress, type DraftQuestion, type Latest, type Session } from "./draft-session";
import { sameContent } from "./reconcile";
import { useQuestionAnswers } from "./use-question-answers";

/** What the owner's choices need from the sync (./use-server-draft.ts). */
interface ChoiceDeps {
  pagePath: string;
  defaultStyle: StyleKey;
  session: RefObject<Session>;
  latest: RefObject<Latest>;
  conflict: DraftQuestion | null;
  open(text: string, slug: string | null): void;
  put(text: string, style: string, meta: DraftMeta, slug: string | null): void;
  show(server: ServerDraft): void;
  save(): Promise<void>;
  setStyle(style: StyleKey): void;
  remember(record: PublishedRecord | null): void;
  setConflict: Dispatch<SetStateAction<DraftQuestion | null>>;
  setDraftId: Dispatch<SetStateAction<string | null>>;
  setMetaState: Dispatch<SetStateAction<DraftMeta>>;
  setNotice: Dispatch<SetStateAction<string>>;
}

/**
 * What the owner chooses about the draft: a new one ("New issue", an issue opened from the archive),
 * the site's newer text or his own, his text as a new draft after a delete elsewhere, a delete, and
 * binding it to the issue just published.
 */
export function useDraftChoices({
  pagePath,
  defaultStyle,
  session,
  latest,
  conflict,
  open,
  put,
  show,
  save,
  setStyle,
  remember,
  setConflict,
  setDraftId,
  setMetaState,
  setNotice,
}: ChoiceDeps) {
  const { takeNewer, keepMine, other, bringBack, forget } = useQuestionAnswers({ session, latest, conflict, put, show, save, setConflict, setNotice });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const startWith = useCallback(
    (text: string, slug: string | null, next: StyleKey) => {
      const s = session.current;
      const leaving = { text: latest.current.text, style: latest.current.style, ...latest.current.meta };
      if (s.timer) clearTimeout(s.timer);
      // The draft he leaves keeps its last words: saved to it (or, in a question or deleted, kept as a copy).
      const unsaved = !s.saved || !sameContent(s.saved, latest.current);
      if (s.conflict || s.deleted || (unsaved && !s.id && !s.inFlight)) void createServerDraft(leaving, s.id ? null : s.createKey);
      else if (unsaved && s.id)
        void saveServerDraft(s.id, s.version, leaving).then((outcome) => {
          if (outcome.kind === "conflict") void createServerDraft(leaving);
        });
      Object.assign(s, {
        id: null,
        version: 0,
        saved: null,
        issue: null,
        bindTo: null,
        conflict: false,
        deleted: false,
        choice: false,
        keptFor: null,
        keptText: null,
        createKey: null,
        sent: [],
        again: false,
        inFlight: false,
        epoch: s.epoch + 1,
      });
      setConflict(null);
      forget();
      setDraftId(null);
      // A reload before the new draft's first save lands opens this browser's copy (and its create key), not the draft left.
      showInAddress(null);
      open(text, slug);
      setStyle(next);
      setMetaState(NO_META);
      remember(null);
      latest.current = { text, style: next, meta: NO_META };
      void save();
    },
    [open, setStyle, remember, save, forget],
  );

  const newIssue = useCallback(() => startWith(STARTER_DRAFT, null, defaultStyle), [startWith, defaultStyle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const keepAsNew = useCallback(() => {
    const s = session.current;
    Object.assign(s, {
      id: null,
      version: 0,
      saved: null,
      issue: null,
      bindTo: null,
      deleted: false,
      conflict: false,
      createKey: crypto.randomUUID(),
      sent: [],
      epoch: s.epoch + 1,
      inFlight: false,
    });
    setDraftId(null);
    remember(null);
    setNotice(draftTexts.keptAsCopy);
    void save();
  }, [remember, save]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const deleteDraft = useCallback(async () => {
    const s = session.current;
    if (!s.id) return false;
    const deleted = s.id;
    if (!(await deleteServerDraft(s.id))) {
      setNotice(draftTexts.deleteFailed);
      return false;
    }
    Object.assign(s, { id: null, saved: null, deleted: true, epoch: s.epoch + 1 });
    writeCachedDraft(pagePath, {
      id: null,
      version: 0,
      text: "",
      style: latest.current.style,
      dirty: false,
      issue: null,
      createKey: null,
      meta: NO_META,
      keptFor: null,
      sent: [],
    });
    // The list says it was deleted, with its Undo.
    window.location.assign(`${ISSUES_PATH}?${DELETED_PARAM}=${deleted}`);
    return true;
  }, [pagePath]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const bindIssue = useCallback(
    (slug: string, title: string) => {
      session.current.bindTo = { slug, title };
      void save();
    },
    [save],
  );

  return { startWith, newIssue, takeNewer, keepMine, other, bringBack, keepAsNew, deleteDraft, bindIssue };
}
