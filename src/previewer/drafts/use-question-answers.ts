import { useCallback, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { draftTexts } from "../../content/drafts";
import type { ServerDraft } from "../../publishing/drafts";
import { keepServerText, type DraftMeta } from "./draft-api";
import { contentOf, metaOf, type DraftQuestion, type Latest, type Session } from "./draft-session";
import type { DraftContent } from "./reconcile";

/** What answering a question needs from the sync (./use-server-draft.ts, through ./use-draft-choices.ts). */
interface AnswerDeps {
  session: RefObject<Session>;
  latest: RefObject<Latest>;
  conflict: DraftQuestion | null;
  put(text: string, style: string, meta: DraftMeta, slug: string | null): void;
  show(server: ServerDraft): void;
  save(): Promise<void>;
  setConflict: Dispatch<SetStateAction<DraftQuestion | null>>;
  setNotice: Dispatch<SetStateAction<string>>;
}

/**
 * The answers to a question between two texts: the site's newer one or this browser's, the other
 * kept in the history either way; then, until the next draft, one tap brings the other back.
 */
export function useQuestionAnswers({ session, latest, conflict, put, show, save, setConflict, setNotice }: AnswerDeps) {
  // After a choice, the side not kept (kept in the history too).
  const [other, setOther] = useState<DraftContent | null>(null);
  const otherSlug = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const takeNewer = useCallback(() => {
    if (!conflict) return;
    const s = session.current;
    const mine = { ...latest.current };
    // Typed on since it was kept (or never kept, offline): kept now.
    if (s.keptText !== mine.text) void keepServerText(conflict.newer.id, s.conflictBase, { text: mine.text, style: mine.style, ...mine.meta });
    Object.assign(s, { conflict: false, keptFor: null, keptText: null });
    setConflict(null);
    show(conflict.newer);
    setOther(mine);
    otherSlug.current = conflict.newer.issue?.slug ?? null;
    setNotice(draftTexts.keptNewer);
  }, [conflict, show]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const keepMine = useCallback(() => {
    if (!conflict) return;
    const s = session.current;
    // Saved over the site's newer text, which the server keeps in the history (a choice always keeps).
    Object.assign(s, {
      conflict: false,
      choice: true,
      keptFor: null,
      keptText: null,
      version: conflict.newer.version,
      saved: { text: conflict.newer.text, style: conflict.newer.style, meta: metaOf(conflict.newer) },
    });
    setConflict(null);
    setOther(contentOf(conflict.newer));
    otherSlug.current = conflict.newer.issue?.slug ?? null;
    setNotice(draftTexts.keptMine);
    void save();
  }, [conflict, save]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session and the editor's text are refs and the setters React's, stable for the page (./use-server-draft.ts passes them)
  const bringBack = useCallback(() => {
    if (!other) return;
    const s = session.current;
    // The text it replaces is kept in the history (a choice always keeps), and becomes the one to bring back.
    setOther({ ...latest.current });
    s.choice = true;
    put(other.text, other.style, other.meta, otherSlug.current);
    setNotice(draftTexts.broughtBack);
    void save();
  }, [other, put, save]);

  const forget = useCallback(() => setOther(null), []);

  return { takeNewer, keepMine, other, bringBack, forget };
}
