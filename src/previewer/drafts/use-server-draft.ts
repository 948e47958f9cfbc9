import { useCallback, useEffect, useRef, useState } from "react";
import type { StyleKey } from "../../newsletter-contract/types";
import { OPEN_DRAFT_PARAM, type ServerDraft } from "../../publishing/drafts";
import { keepServerText, type DraftMeta } from "./draft-api";
import { readCachedDraft } from "./draft-cache";
import { OPEN_ISSUE_PARAM } from "./open-issue";
import { openDraft } from "./open-draft";
import { useDraftChoices } from "./use-draft-choices";
import { useDraftSave } from "./draft-saving";
import { useSaveTriggers } from "./save-triggers";
import {
  cacheDraft,
  metaOf,
  newSession,
  NO_META,
  recordOf,
  showInAddress,
  type DraftQuestion,
  type Options,
  type ServerDraftSync,
  type Session,
  type SyncStatus,
} from "./draft-session";

/**
 * The draft on the server: opened from the address (?draft=<id>, or ?issue=<slug> for an edit) or
 * the one this page was last on, reconciled with the browser's copy, saved a moment after typing
 * pauses and when the page is left, with a version check so another tab's or device's newer save
 * is never overwritten: the owner is offered the newer text or to keep his own as a new draft.
 */
export function useServerDraft({ pagePath, draft, style, setStyle, defaultStyle, remember }: Options): ServerDraftSync {
  const [status, setStatus] = useState<SyncStatus>("idle");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DraftQuestion | null>(null);
  const [notice, setNotice] = useState("");
  const [draftId, setDraftId] = useState<string | null>(null);
  const [meta, setMetaState] = useState<DraftMeta>(NO_META);
  const session = useRef<Session>(newSession());
  // What the editor holds now, typing included (the committed text lags a moment behind).
  const latest = useRef({ text: draft.text, style: style as string, meta });
  latest.current = { text: draft.text, style, meta };

  const cache = useCallback((dirty: boolean) => cacheDraft(pagePath, session.current, latest.current, dirty), [pagePath]);

  const setMeta = useCallback((next: Partial<DraftMeta>) => {
    setMetaState((current) => {
      const merged = { ...current, ...next };
      latest.current = { ...latest.current, meta: merged };
      return merged;
    });
  }, []);

  const { attach, typedSinceLoad } = draft;
  // While the page opens its draft, what he typed since it appeared wins over what loads (kept as his
  // edits, saved over it); once open, New issue, the newer version and the rest replace the text as asked.
  const typedWhileOpening = useCallback(() => !session.current.ready && typedSinceLoad(), [typedSinceLoad]);
  const open = useCallback(
    (text: string, slug: string | null) => {
      if (!typedWhileOpening()) draft.open(text, slug);
      else if (slug) attach(slug);
    },
    [draft.open, attach, typedWhileOpening],
  );
  /** Puts a text (and its style and fields) in the editor. */
  const put = useCallback(
    (text: string, nextStyle: string, nextMeta: DraftMeta, slug: string | null) => {
      if (latest.current.text !== text) open(text, slug);
      setStyle(nextStyle as StyleKey);
      setMetaState(nextMeta);
      latest.current = { text, style: nextStyle, meta: nextMeta };
    },
    [open, setStyle],
  );
  /** Shows the server's copy (or `given` over it, the browser's unsaved edits, or what he typed while it loaded). */
  const show = useCallback(
    (server: ServerDraft, given?: { text: string; style: string; meta: DraftMeta }) => {
      const s = session.current;
      s.id = server.id;
      s.version = server.version;
      s.saved = { text: server.text, style: server.style, meta: metaOf(server) };
      setDraftId(server.id);
      const local = typedWhileOpening() ? { ...latest.current } : given;
      const shown = local ?? { text: server.text, style: server.style, meta: metaOf(server) };
      // The editor may already hold this text (restored in this browser, with the issue its email links to): left as it is.
      if (latest.current.text !== shown.text) open(shown.text, server.issue?.slug ?? null);
      else if (server.issue) attach(server.issue.slug);
      setStyle(shown.style as StyleKey);
      setMetaState(shown.meta);
      latest.current = { text: shown.text, style: shown.style, meta: shown.meta };
      remember(recordOf(server));
      setSavedAt(server.updatedAt);
      setStatus(local ? "idle" : "saved");
      cache(local !== undefined);
      showInAddress(server.id);
    },
    [open, attach, setStyle, remember, cache, typedWhileOpening],
  );

  /**
   * Two texts disagree: asked, never decided by default. This browser's text is kept on the site as a
   * revision at once (so it is in the history even if the question is never answered), once per newer version.
   */
  const ask = useCallback(
    (newer: ServerDraft, base: number) => {
      const s = session.current;
      s.conflict = true;
      s.conflictBase = base;
      const mine = { ...latest.current };
      setConflict({ newer, mine });
      setStatus("conflict");
      cache(true);
      if (s.keptFor === newer.version && s.keptText === mine.text) return;
      void keepServerText(newer.id, base, { text: mine.text, style: mine.style, ...mine.meta }).then((kept) => {
        if (!kept) return;
        s.keptFor = newer.version;
        s.keptText = mine.text;
        if (s.conflict) cache(true);
      });
    },
    [cache],
  );

  const save = useDraftSave({ session, latest, cache, ask, remember, setStatus, setSavedAt, setDraftId });

  // Opening: the address's issue or draft, else the one this page was last on, reconciled with the browser's copy.
  const { restored } = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening runs once the browser copy is restored; the refs and callbacks it reads are stable for the page
  useEffect(() => {
    if (!restored) return;
    const s = session.current;
    const params = new URLSearchParams(window.location.search);
    const slug = params.get(OPEN_ISSUE_PARAM);
    const named = params.get(OPEN_DRAFT_PARAM);
    const cached = readCachedDraft(pagePath);
    const finish = () => {
      s.ready = true;
      // Nothing to save until he changes what the page opened with.
      if (!s.id && s.saved === null && !s.issue && !cached?.dirty) s.saved = { ...latest.current };
      void save();
    };
    void openDraft({ s, cached, slug, named, show, put, ask, remember, setNotice, setStatus, setDraftId }).finally(finish);
    // Once per page load: the address and the browser's copy name the draft.
  }, [restored]);

  useSaveTriggers({ session, latest, committed: draft.committed, typed: draft.text, style, meta, cache, save, setStatus });

  const { startWith, newIssue, takeNewer, keepMine, other, bringBack, keepAsNew, deleteDraft, bindIssue } = useDraftChoices({
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
  });

  return {
    status,
    savedAt,
    conflict,
    notice,
    draftId,
    meta,
    setMeta,
    takeNewer,
    keepMine,
    other,
    bringBack,
    keepAsNew,
    deleteDraft,
    startWith,
    newIssue,
    bindIssue,
  };
}
