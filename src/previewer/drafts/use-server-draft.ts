import { useCallback, useEffect, useRef, useState } from "react";
import { draftTexts } from "../../content/drafts";
import type { StyleKey } from "../../newsletter-contract/types";
import { STARTER_DRAFT } from "../../newsletter/starter";
import { ISSUES_PATH } from "../../publishing/contract";
import { DELETED_PARAM, OPEN_DRAFT_PARAM, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import type { Draft } from "../use-draft";
import { createServerDraft, deleteServerDraft, keepServerText, readServerDraft, saveServerDraft, type DraftMeta, type DraftOutcome } from "./draft-api";
import { readCachedDraft, writeCachedDraft } from "./draft-cache";
import { OPEN_ISSUE_PARAM, openDraft } from "./open-draft";
import type { DraftContent } from "./reconcile";
import {
  contentOf,
  initialSync,
  NO_META,
  type DraftQuestion,
  recordOf,
  step,
  type Effect,
  type Happening,
  type SaveRequest,
  type SyncStatus,
} from "./sync-reducer";

export interface ServerDraftSync {
  status: SyncStatus;
  /** ISO time of the last save the server took. */
  savedAt: string | null;
  /** The two texts, while the owner chooses (asked again at every open until he does). */
  conflict: DraftQuestion | null;
  notice: string;
  /** The draft on the server, once it has one. */
  draftId: string | null;
  /** Title, subject and preview text, saved with the draft. */
  meta: DraftMeta;
  setMeta(meta: Partial<DraftMeta>): void;
  /** "Keep this one": the site's text (this browser's kept in the history). */
  takeNewer(): void;
  /** "Keep this one": this browser's text (the site's kept in the history). */
  keepMine(): void;
  /** After a choice: the side not kept (in the history), until the next one. */
  other: DraftContent | null;
  /** One tap: the side not kept is the draft's again (the one it replaces kept in the history). */
  bringBack(): void;
  /** After the draft was deleted elsewhere: this browser's text becomes a new draft. */
  keepAsNew(): void;
  /** Deletes the draft (its text kept in its history 30 days), then opens the issue list. */
  deleteDraft(): Promise<boolean>;
  /** A new draft with `text` (the starter lines for "New issue"), bound to no issue. */
  startWith(text: string, slug: string | null, style: StyleKey): void;
  newIssue(): void;
  /** After a publish: the draft is now that issue's (it leaves the drafts list). */
  bindIssue(slug: string, title: string): void;
}

export interface Options {
  pagePath: string;
  draft: Draft;
  style: StyleKey;
  setStyle(style: StyleKey): void;
  defaultStyle: StyleKey;
  remember(record: PublishedRecord | null): void;
}

/** The address names the draft, so a reload or a bookmark opens it again. */
function showInAddress(id: string | null) {
  const address = new URL(window.location.href);
  address.searchParams.delete(OPEN_ISSUE_PARAM);
  if (id) address.searchParams.set(OPEN_DRAFT_PARAM, id);
  else address.searchParams.delete(OPEN_DRAFT_PARAM);
  window.history.replaceState(window.history.state, "", address);
}

const send = (request: SaveRequest): Promise<DraftOutcome> =>
  request.method === "put"
    ? saveServerDraft(request.id, request.version, request.body, request.saveKey, request.after)
    : createServerDraft(request.body, request.key);

/** What running the effects needs from the page. */
interface Runner {
  timer: { current: ReturnType<typeof setTimeout> | null };
  setConflict(question: DraftQuestion): void;
  pagePath: string;
  remember(record: PublishedRecord | null): void;
}

/** Does what the sync said to: requests (their answers told back as events), the timer, this browser's copy, the question. */
function perform(effect: Effect, dispatch: (happening: Happening) => void, { timer, setConflict, pagePath, remember }: Runner) {
  switch (effect.type) {
    case "save":
      void send(effect.request).then((outcome) => dispatch({ type: "save-answered", tag: effect.tag, outcome }));
      break;
    case "closing-save":
      void send(effect.request);
      break;
    case "leave":
      void send(effect.request).then((outcome) => {
        // The site has a newer text than the one left: its last words become a draft of their own.
        if (effect.request.method === "put" && outcome.kind === "conflict") void createServerDraft(effect.request.body);
      });
      break;
    case "store-local-copy":
      writeCachedDraft(pagePath, effect.copy);
      break;
    case "set-timer":
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        dispatch({ type: "timer-fired" });
      }, effect.ms);
      break;
    case "cancel-timer":
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      break;
    case "read-own-saves":
      void readServerDraft(effect.id, effect.keys).then((outcome) => dispatch({ type: "own-saves-read", epoch: effect.epoch, outcome, newer: effect.newer }));
      break;
    case "show-question":
      setConflict({ newer: effect.newer, mine: effect.mine });
      break;
    case "keep-text": {
      const { id, base, content, version, tell } = effect;
      void keepServerText(id, base, { text: content.text, style: content.style, ...content.meta }).then((kept) => {
        if (kept && tell) dispatch({ type: "text-kept", version, text: content.text });
      });
      break;
    }
    case "remember":
      remember(effect.record);
      break;
    case "show-in-address":
      showInAddress(effect.id);
      break;
  }
}

/**
 * The draft on the server: opened from the address (?draft=<id>, or ?issue=<slug> for an edit) or
 * the one this page was last on, reconciled with the browser's copy, saved a moment after typing
 * pauses and when the page is left, with a version check so another tab's or device's newer save
 * is never overwritten: the owner is offered the newer text or to keep his own as a new draft.
 * What to do when is decided by ./sync-reducer.ts; this hook does it (requests, timer, storage, listeners).
 */
export function useServerDraft({ pagePath, draft, style, setStyle, defaultStyle, remember }: Options): ServerDraftSync {
  const [meta, setMetaState] = useState<DraftMeta>(NO_META);
  const [conflict, setConflict] = useState<DraftQuestion | null>(null);
  const [notice, setNotice] = useState("");
  // After a choice, the side not kept (kept in the history too), and the issue it belongs to.
  const [other, setOther] = useState<{ content: DraftContent; slug: string | null } | null>(null);
  // The sync's state changes at once (the next event reads it); a render shows it.
  const sync = useRef(initialSync());
  const [shown, setShown] = useState(sync.current);
  // What the editor holds now, typing included (the committed text lags a moment behind).
  const latest = useRef<DraftContent>({ text: draft.text, style, meta });
  latest.current = { text: draft.text, style, meta };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The page's own callbacks, read when an effect runs.
  const page = useRef({ pagePath, remember });
  page.current = { pagePath, remember };

  const dispatch = useCallback(function go(happening: Happening) {
    const before = sync.current;
    const { state, effects } = step(before, { ...happening, latest: latest.current, keys: [crypto.randomUUID(), crypto.randomUUID()] });
    sync.current = state;
    if (state.status !== before.status || state.savedAt !== before.savedAt || state.id !== before.id) setShown(state);
    for (const effect of effects) perform(effect, go, { timer, setConflict, ...page.current });
  }, []);

  const setMeta = useCallback((next: Partial<DraftMeta>) => {
    setMetaState((current) => {
      const merged = { ...current, ...next };
      latest.current = { ...latest.current, meta: merged };
      return merged;
    });
  }, []);

  const { attach, typedSinceLoad, open: openText } = draft;
  // While the page opens its draft, what he typed since it appeared wins over what loads (kept as his
  // edits, saved over it); once open, New issue, the newer version and the rest replace the text as asked.
  const typedWhileOpening = useCallback(() => !sync.current.ready && typedSinceLoad(), [typedSinceLoad]);
  const open = useCallback(
    (text: string, slug: string | null) => {
      if (!typedWhileOpening()) openText(text, slug);
      else if (slug) attach(slug);
    },
    [openText, attach, typedWhileOpening],
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
    (server: ServerDraft, given?: DraftContent) => {
      const local = typedWhileOpening() ? { ...latest.current } : given;
      const shownText = local ?? contentOf(server);
      // The editor may already hold this text (restored in this browser, with the issue its email links to): left as it is.
      if (latest.current.text !== shownText.text) open(shownText.text, server.issue?.slug ?? null);
      else if (server.issue) attach(server.issue.slug);
      setStyle(shownText.style as StyleKey);
      setMetaState(shownText.meta);
      latest.current = { ...shownText };
      remember(recordOf(server));
      dispatch({ type: "shown", server, dirty: local !== undefined });
    },
    [open, attach, setStyle, remember, typedWhileOpening, dispatch],
  );

  // Opening: the address's issue or draft, else the one this page was last on, reconciled with the browser's copy.
  const opening = useRef({ show, put, remember });
  opening.current = { show, put, remember };
  const { restored } = draft;
  useEffect(() => {
    if (!restored) return;
    const params = new URLSearchParams(window.location.search);
    const cached = readCachedDraft(pagePath);
    void openDraft({
      cached,
      slug: params.get(OPEN_ISSUE_PARAM),
      named: params.get(OPEN_DRAFT_PARAM),
      dispatch,
      show: (server, given) => opening.current.show(server, given),
      put: (text, nextStyle, nextMeta, slug) => opening.current.put(text, nextStyle, nextMeta, slug),
      remember: (record) => opening.current.remember(record),
      setNotice,
    }).finally(() => dispatch({ type: "opened", dirtyCopy: cached?.dirty === true }));
    // Once per page load (pagePath is the page's): the address and the browser's copy name the draft.
  }, [restored, pagePath, dispatch]);

  // Every change is kept in the browser at once and saved on the site a moment later.
  const { committed, text: typed } = draft;
  useEffect(() => dispatch({ type: "committed", content: { text: committed, style, meta } }), [committed, style, meta, dispatch]);
  // Each key in this browser's copy of the draft at once, before the preview catches up.
  useEffect(() => dispatch({ type: "typed", text: typed }), [typed, dispatch]);

  // Leaving the page (or hiding it on a phone): saved now, with a request that outlives the page; back online: saved now.
  const { typedNow } = draft;
  useEffect(() => {
    const leave = (event: Event) => {
      // Only pagehide is a page going away; a hidden page (a phone's other app) reads its answers when it is back.
      if (event.type !== "pagehide" && document.visibilityState !== "hidden") return;
      // The words as typed this instant: on a busy phone the render of the last keys (and the effect
      // that tells the sync) may not have run before the page goes.
      latest.current = { ...latest.current, text: typedNow() };
      dispatch({ type: "page-hidden", closing: event.type === "pagehide" });
    };
    const online = () => dispatch({ type: "online" });
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", leave);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", leave);
      window.removeEventListener("online", online);
    };
  }, [dispatch, typedNow]);

  const startWith = useCallback(
    (text: string, slug: string | null, next: StyleKey) => {
      dispatch({ type: "started-new" });
      setConflict(null);
      setOther(null);
      open(text, slug);
      setStyle(next);
      setMetaState(NO_META);
      remember(null);
      latest.current = { text, style: next, meta: NO_META };
      dispatch({ type: "save-now" });
    },
    [dispatch, open, setStyle, remember],
  );
  const newIssue = useCallback(() => startWith(STARTER_DRAFT, null, defaultStyle), [startWith, defaultStyle]);

  const keepAsNew = useCallback(() => {
    remember(null);
    setNotice(draftTexts.keptAsCopy);
    dispatch({ type: "kept-as-new" });
  }, [remember, dispatch]);

  const deleteDraft = useCallback(async () => {
    const id = sync.current.id;
    if (!id) return false;
    if (!(await deleteServerDraft(id))) {
      setNotice(draftTexts.deleteFailed);
      return false;
    }
    dispatch({ type: "deleted-here" });
    // The list says it was deleted, with its Undo.
    window.location.assign(`${ISSUES_PATH}?${DELETED_PARAM}=${id}`);
    return true;
  }, [dispatch]);

  const bindIssue = useCallback((slug: string, title: string) => dispatch({ type: "bind", slug, title }), [dispatch]);

  const takeNewer = useCallback(() => {
    if (!conflict) return;
    const mine = { ...latest.current };
    dispatch({ type: "took-newer", newer: conflict.newer });
    setConflict(null);
    show(conflict.newer);
    setOther({ content: mine, slug: conflict.newer.issue?.slug ?? null });
    setNotice(draftTexts.keptNewer);
  }, [conflict, show, dispatch]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    setOther({ content: contentOf(conflict.newer), slug: conflict.newer.issue?.slug ?? null });
    setNotice(draftTexts.keptMine);
    dispatch({ type: "kept-mine", newer: conflict.newer });
  }, [conflict, dispatch]);

  const bringBack = useCallback(() => {
    if (!other) return;
    // The text it replaces becomes the one to bring back.
    setOther({ content: { ...latest.current }, slug: other.slug });
    put(other.content.text, other.content.style, other.content.meta, other.slug);
    setNotice(draftTexts.broughtBack);
    dispatch({ type: "brought-back" });
  }, [other, put, dispatch]);

  return {
    status: shown.status,
    savedAt: shown.savedAt,
    conflict,
    notice,
    draftId: shown.id,
    meta,
    setMeta,
    takeNewer,
    keepMine,
    other: other?.content ?? null,
    bringBack,
    keepAsNew,
    deleteDraft,
    startWith,
    newIssue,
    bindIssue,
  };
}
