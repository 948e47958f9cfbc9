import { useCallback, useEffect, useRef, useState } from "react";
import { draftTexts } from "../../content/drafts";
import { previewerTexts } from "../../content/previewer";
import { STARTER_DRAFT } from "../../newsletter/starter";
import type { StyleKey } from "../../newsletter/types";
import { SLUG_PATTERN } from "../../publishing/contract";
import { DRAFT_ID_PATTERN, OPEN_DRAFT_PARAM, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { fillTemplate } from "../fill-template";
import type { Draft } from "../use-draft";
import { createServerDraft, readServerDraft, saveServerDraft, type DraftOutcome } from "./draft-api";
import { readCachedDraft, writeCachedDraft, type CachedDraft } from "./draft-cache";
import { fetchIssueFile, OPEN_ISSUE_PARAM } from "./open-issue";
import { reconcile } from "./reconcile";

/** After the preview catches up with typing, the save waits this long for more: saved within 5 s of the last keystroke. */
export const SAVE_DELAY_MS = 2000;
/** A save the site could not take (offline, too many) is tried again after this long. */
const RETRY_MS = 10_000;

export type SyncStatus = "idle" | "saving" | "saved" | "offline" | "too-large" | "too-many" | "sign-in" | "conflict";

export interface ServerDraftSync {
  status: SyncStatus;
  /** ISO time of the last save the server took. */
  savedAt: string | null;
  /** The newer copy another tab or device saved, while the owner chooses. */
  conflict: ServerDraft | null;
  notice: string;
  takeNewer(): void;
  keepMine(): void;
  /** A new draft with `text` (the starter lines for "New issue"), bound to no issue. */
  startWith(text: string, slug: string | null, style: StyleKey): void;
  newIssue(): void;
  /** After a publish: the draft is now that issue's (it leaves the drafts list). */
  bindIssue(slug: string, title: string): void;
}

interface Options {
  pagePath: string;
  draft: Draft;
  style: StyleKey;
  setStyle(style: StyleKey): void;
  defaultStyle: StyleKey;
  remember(record: PublishedRecord | null): void;
}

interface Session {
  id: string | null;
  version: number;
  /** What the server holds (or, before any draft exists, what the page opened with): a change from it is saved. */
  saved: { text: string; style: string } | null;
  /** The issue a draft still to create edits. */
  issue: string | null;
  /** After a publish: the next save binds the draft to this issue. */
  bindTo: { slug: string; title: string } | null;
  ready: boolean;
  /** Counts the drafts the page moved to: an answer for a draft it left is not this draft's. */
  epoch: number;
  inFlight: boolean;
  again: boolean;
  conflict: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

const recordOf = (draft: ServerDraft): PublishedRecord | null => (draft.issue ? { slug: draft.issue.slug, title: draft.issue.title, date: draft.issue.date } : null);

/** The address names the draft, so a reload or a bookmark opens it again. */
function showInAddress(id: string | null) {
  const address = new URL(window.location.href);
  address.searchParams.delete(OPEN_ISSUE_PARAM);
  if (id) address.searchParams.set(OPEN_DRAFT_PARAM, id);
  else address.searchParams.delete(OPEN_DRAFT_PARAM);
  window.history.replaceState(window.history.state, "", address);
}

/** A browser copy with edits the server never took, of a draft the page is leaving: saved, or kept as a new draft. */
async function rescue(copy: CachedDraft | null) {
  if (!copy?.dirty) return;
  const outcome = copy.id ? await saveServerDraft(copy.id, copy.version, copy) : ({ kind: "missing" } as const);
  if (outcome.kind === "conflict" || outcome.kind === "missing") await createServerDraft({ text: copy.text, style: copy.style });
}

/**
 * The draft on the server: opened from the address (?draft=<id>, or ?issue=<slug> for an edit) or
 * the one this page was last on, reconciled with the browser's copy, saved a moment after typing
 * pauses and when the page is left, with a version check so another tab's or device's newer save
 * is never overwritten: the owner is offered the newer text or to keep his own as a new draft.
 */
export function useServerDraft({ pagePath, draft, style, setStyle, defaultStyle, remember }: Options): ServerDraftSync {
  const [status, setStatus] = useState<SyncStatus>("idle");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ServerDraft | null>(null);
  const [notice, setNotice] = useState("");
  const session = useRef<Session>({ id: null, version: 0, saved: null, issue: null, bindTo: null, ready: false, epoch: 0, inFlight: false, again: false, conflict: false, timer: null });
  // What the editor holds now, typing included (the committed text lags a moment behind).
  const latest = useRef({ text: draft.text, style: style as string });
  latest.current = { text: draft.text, style };

  const cache = useCallback(
    (dirty: boolean) => {
      const s = session.current;
      writeCachedDraft(pagePath, { id: s.id, version: s.version, text: latest.current.text, style: latest.current.style, dirty, issue: s.issue });
    },
    [pagePath],
  );

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
  /** Shows the server's copy (or `text` over it, the browser's unsaved edits, or what he typed while it loaded). */
  const show = useCallback(
    (server: ServerDraft, given?: { text: string; style: string }) => {
      const s = session.current;
      s.id = server.id;
      s.version = server.version;
      s.saved = { text: server.text, style: server.style };
      const local = typedWhileOpening() ? { ...latest.current } : given;
      const shown = local ?? server;
      // The editor may already hold this text (restored in this browser, with the issue its email links to): left as it is.
      if (latest.current.text !== shown.text) open(shown.text, server.issue?.slug ?? null);
      else if (server.issue) attach(server.issue.slug);
      setStyle(shown.style as StyleKey);
      latest.current = { text: shown.text, style: shown.style };
      remember(recordOf(server));
      setSavedAt(server.updatedAt);
      setStatus(local ? "idle" : "saved");
      cache(local !== undefined);
      showInAddress(server.id);
    },
    [open, attach, setStyle, remember, cache, typedWhileOpening],
  );

  const save = useCallback(async (): Promise<void> => {
    const s = session.current;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    if (s.conflict) return;
    if (s.inFlight) {
      s.again = true;
      return;
    }
    const sent = { ...latest.current };
    if (!s.bindTo && s.saved && s.saved.text === sent.text && s.saved.style === sent.style) return;
    s.inFlight = true;
    setStatus("saving");
    const bind = s.bindTo;
    const epoch = s.epoch;
    const outcome: DraftOutcome = s.id
      ? await saveServerDraft(s.id, s.version, { ...sent, ...(bind ? { issue: bind.slug, title: bind.title } : {}) })
      : // A first save asked to bind the issue just published creates the draft bound to it.
        await createServerDraft({ ...sent, ...(bind ? { issue: bind.slug, title: bind.title } : { issue: s.issue }) });
    if (s.epoch !== epoch) return;
    s.inFlight = false;
    if (outcome.kind === "saved") {
      const fresh = !s.id;
      s.id = outcome.draft.id;
      s.version = outcome.draft.version;
      s.saved = sent;
      s.issue = null;
      if (bind) s.bindTo = null;
      // A first save that returns after a publish must not forget the issue the publish just bound (its own save follows).
      if (bind || (fresh && !s.bindTo)) remember(recordOf(outcome.draft));
      setSavedAt(outcome.draft.updatedAt);
      setStatus("saved");
      cache(latest.current.text !== sent.text || latest.current.style !== sent.style);
      showInAddress(s.id);
    } else if (outcome.kind === "conflict") {
      s.conflict = true;
      setConflict(outcome.newer);
      setStatus("conflict");
    } else if (outcome.kind === "missing") {
      // Gone from the server: the text becomes a new draft.
      s.id = null;
      s.version = 0;
      s.again = true;
    } else {
      setStatus(outcome.kind);
      if (outcome.kind === "offline" || outcome.kind === "too-many") s.timer = setTimeout(() => void save(), RETRY_MS);
    }
    if (s.again) {
      s.again = false;
      await save();
    }
  }, [cache, remember]);

  // Opening: the address's issue or draft, else the one this page was last on, reconciled with the browser's copy.
  const { restored } = draft;
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
    (async () => {
      if (slug !== null && SLUG_PATTERN.test(slug)) {
        let issue;
        try {
          issue = await fetchIssueFile(slug);
        } catch (error) {
          setNotice(fillTemplate(previewerTexts.openFailed, { slug, reason: error instanceof Error ? error.message : String(error) }));
          return;
        }
        await rescue(cached);
        const outcome = await createServerDraft({ text: issue.draft, style: issue.style, title: issue.title, issue: slug });
        if (outcome.kind === "saved") show(outcome.draft);
        else {
          open(issue.draft, slug);
          setStyle(issue.style);
          latest.current = { text: issue.draft, style: issue.style };
          s.issue = slug;
          remember({ slug, title: issue.title, date: issue.date });
          setStatus(outcome.kind === "conflict" || outcome.kind === "missing" ? "offline" : outcome.kind);
        }
        setNotice(fillTemplate(previewerTexts.openedPublished, { title: issue.title }));
        return;
      }
      const target = named !== null && DRAFT_ID_PATTERN.test(named) ? named : cached?.id;
      if (!target) {
        if (cached?.dirty) {
          if (latest.current.text !== cached.text) open(cached.text, null);
          setStyle(cached.style as StyleKey);
          latest.current = { text: cached.text, style: cached.style };
          s.issue = cached.issue;
        }
        return;
      }
      const local = cached?.id === target ? cached : null;
      if (!local) await rescue(cached);
      const outcome = await readServerDraft(target);
      if (outcome.kind !== "saved" && outcome.kind !== "missing") {
        // Unreachable: the browser's copy stands in until the site answers.
        s.id = target;
        if (local) {
          s.version = local.version;
          if (latest.current.text !== local.text) open(local.text, null);
          setStyle(local.style as StyleKey);
          latest.current = { text: local.text, style: local.style };
          s.saved = local.dirty ? null : { text: local.text, style: local.style };
        }
        setStatus(outcome.kind);
        return;
      }
      const server = outcome.kind === "saved" ? outcome.draft : null;
      const decision = reconcile(local, server);
      if (decision.kind === "server" || decision.kind === "same") show(server!);
      else if (decision.kind === "save-local") show(server!, local!);
      else if (decision.kind === "conflict") {
        show(server!, local!);
        s.conflict = true;
        setConflict(server);
        setStatus("conflict");
      } else if (decision.kind === "create" && local) {
        if (latest.current.text !== local.text) open(local.text, null);
        setStyle(local.style as StyleKey);
        latest.current = { text: local.text, style: local.style };
        s.id = null;
      }
    })().finally(finish);
    // Once per page load: the address and the browser's copy name the draft.
  }, [restored]);

  // Every change is kept in the browser at once and saved on the site a moment later.
  useEffect(() => {
    const s = session.current;
    if (!s.ready) return;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    // Back to what the server holds (a reset, an undo): nothing to save, and the browser's copy says so.
    const unchanged = s.saved !== null && s.saved.text === draft.committed && s.saved.style === style;
    cache(!unchanged);
    if (unchanged || s.conflict) return;
    s.timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [draft.committed, style, cache, save]);

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

  const startWith = useCallback(
    (text: string, slug: string | null, next: StyleKey) => {
      const s = session.current;
      const leaving = { ...latest.current };
      if (s.timer) clearTimeout(s.timer);
      // The draft he leaves keeps its last words: saved to it (or, in a conflict, kept as a copy).
      const unsaved = !s.saved || s.saved.text !== leaving.text || s.saved.style !== leaving.style;
      if (s.conflict || (unsaved && !s.id && !s.inFlight)) void createServerDraft(leaving);
      else if (unsaved && s.id)
        void saveServerDraft(s.id, s.version, leaving).then((outcome) => {
          if (outcome.kind === "conflict") void createServerDraft(leaving);
        });
      Object.assign(s, { id: null, version: 0, saved: null, issue: null, bindTo: null, conflict: false, again: false, inFlight: false, epoch: s.epoch + 1 });
      setConflict(null);
      open(text, slug);
      setStyle(next);
      remember(null);
      latest.current = { text, style: next };
      void save();
    },
    [open, setStyle, remember, save],
  );

  const newIssue = useCallback(() => startWith(STARTER_DRAFT, null, defaultStyle), [startWith, defaultStyle]);

  const takeNewer = useCallback(() => {
    if (!conflict) return;
    session.current.conflict = false;
    setConflict(null);
    show(conflict);
  }, [conflict, show]);

  const keepMine = useCallback(() => {
    const s = session.current;
    Object.assign(s, { id: null, version: 0, saved: null, issue: null, bindTo: null, conflict: false, epoch: s.epoch + 1, inFlight: false });
    setConflict(null);
    remember(null);
    open(latest.current.text, null);
    setNotice(draftTexts.keptAsCopy);
    void save();
  }, [open, remember, save]);

  const bindIssue = useCallback(
    (slug: string, title: string) => {
      session.current.bindTo = { slug, title };
      void save();
    },
    [save],
  );

  return { status, savedAt, conflict, notice, takeNewer, keepMine, startWith, newIssue, bindIssue };
}
