import { useCallback, useEffect, useRef, useState } from "react";
import { draftTexts } from "../../content/drafts";
import { previewerTexts } from "../../content/previewer";
import { STARTER_DRAFT } from "../../newsletter/starter";
import type { StyleKey } from "../../newsletter-contract/types";
import { ISSUES_PATH, SLUG_PATTERN } from "../../publishing/contract";
import { DRAFT_ID_PATTERN, OPEN_DRAFT_PARAM, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { fillTemplate } from "../../fill-template";
import type { Draft } from "../use-draft";
import {
  createServerDraft,
  deleteServerDraft,
  keepServerText,
  readServerDraft,
  saveServerDraft,
  tooLargeToSave,
  type DraftMeta,
  type DraftOutcome,
} from "./draft-api";
import { readCachedDraft, writeCachedDraft, type CachedDraft } from "./draft-cache";
import { fetchIssueFile, OPEN_ISSUE_PARAM } from "./open-issue";
import { reconcile } from "./reconcile";

/** After the preview catches up with typing, the save waits this long for more: saved within 5 s of the last keystroke. */
export const SAVE_DELAY_MS = 2000;
/** A save the site could not take (offline, too many) is tried again after this long. */
const RETRY_MS = 10_000;

export type SyncStatus = "idle" | "saving" | "saved" | "offline" | "too-large" | "too-many" | "full" | "sign-in" | "conflict" | "deleted";

/** Two texts that disagree, while he chooses: the site's newer one and this browser's. */
export interface DraftQuestion {
  newer: ServerDraft;
  mine: { text: string; style: string };
}

const NO_META: DraftMeta = { title: "", subject: "", preview_text: "" };
const metaOf = (draft: ServerDraft): DraftMeta => ({ title: draft.title ?? "", subject: draft.subject ?? "", preview_text: draft.preview_text ?? "" });
const sameMeta = (a: DraftMeta, b: DraftMeta) => a.title === b.title && a.subject === b.subject && a.preview_text === b.preview_text;

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
  saved: { text: string; style: string; meta: DraftMeta } | null;
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
  /** While a question is open: the version this browser's text started from (what its copy keeps, so the next open asks again). */
  conflictBase: number;
  /** The server version this browser's text was kept against, and the text kept (sent once). */
  keptFor: number | null;
  keptText: string | null;
  /** The next save settles a question: the server keeps the text it replaces. */
  choice: boolean;
  /** The draft was deleted elsewhere: nothing is saved until he keeps his text as a new draft. */
  deleted: boolean;
  /** The Idempotency-Key of the create still owed. */
  createKey: string | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const recordOf = (draft: ServerDraft): PublishedRecord | null =>
  draft.issue ? { slug: draft.issue.slug, title: draft.issue.title, date: draft.issue.date } : null;

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
  const outcome = copy.id ? await saveServerDraft(copy.id, copy.version, { ...copy, ...copy.meta }) : ({ kind: "missing" } as const);
  if (outcome.kind === "conflict" || outcome.kind === "missing") await createServerDraft({ text: copy.text, style: copy.style, ...copy.meta }, copy.createKey);
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
  const [conflict, setConflict] = useState<DraftQuestion | null>(null);
  const [notice, setNotice] = useState("");
  const [draftId, setDraftId] = useState<string | null>(null);
  const [meta, setMetaState] = useState<DraftMeta>(NO_META);
  const session = useRef<Session>({
    id: null,
    version: 0,
    saved: null,
    issue: null,
    bindTo: null,
    ready: false,
    epoch: 0,
    inFlight: false,
    again: false,
    conflict: false,
    conflictBase: 0,
    keptFor: null,
    keptText: null,
    choice: false,
    deleted: false,
    createKey: null,
    timer: null,
  });
  // What the editor holds now, typing included (the committed text lags a moment behind).
  const latest = useRef({ text: draft.text, style: style as string, meta });
  latest.current = { text: draft.text, style, meta };

  const cache = useCallback(
    (dirty: boolean) => {
      const s = session.current;
      // While a question is open, the copy keeps the version its text started from: the next open asks again.
      const version = s.conflict ? s.conflictBase : s.version;
      writeCachedDraft(pagePath, {
        id: s.id,
        version,
        text: latest.current.text,
        style: latest.current.style,
        dirty,
        issue: s.issue,
        createKey: s.createKey,
        meta: latest.current.meta,
        keptFor: s.keptFor,
      });
    },
    [pagePath],
  );

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
      const mine = { text: latest.current.text, style: latest.current.style };
      setConflict({ newer, mine });
      setStatus("conflict");
      cache(true);
      if (s.keptFor === newer.version && s.keptText === mine.text) return;
      void keepServerText(newer.id, base, { ...mine, ...latest.current.meta }).then((kept) => {
        if (!kept) return;
        s.keptFor = newer.version;
        s.keptText = mine.text;
        if (s.conflict) cache(true);
      });
    },
    [cache],
  );

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
    void (async () => {
      if (slug !== null && SLUG_PATTERN.test(slug)) {
        let issue: Awaited<ReturnType<typeof fetchIssueFile>>;
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
          put(issue.draft, issue.style, { ...NO_META, title: issue.title }, slug);
          s.issue = slug;
          remember({ slug, title: issue.title, date: issue.date });
          setStatus(outcome.kind === "conflict" || outcome.kind === "missing" ? "offline" : outcome.kind);
        }
        // Edits not published are opened as he left them, and said to be; never replaced by the published text.
        setNotice(
          outcome.kind === "saved" && outcome.unpublishedEdits
            ? draftTexts.unpublishedEdits
            : fillTemplate(previewerTexts.openedPublished, { title: issue.title }),
        );
        return;
      }
      const target = named !== null && DRAFT_ID_PATTERN.test(named) ? named : cached?.id;
      if (!target) {
        if (cached?.dirty) {
          put(cached.text, cached.style, cached.meta, null);
          s.issue = cached.issue;
          s.createKey = cached.createKey;
        }
        return;
      }
      const local = cached?.id === target ? cached : null;
      if (!local) await rescue(cached);
      if (local) {
        s.keptFor = local.keptFor;
        s.keptText = local.keptFor === null ? null : local.text;
      }
      const outcome = await readServerDraft(target);
      if (outcome.kind !== "saved" && outcome.kind !== "missing") {
        // Unreachable: the browser's copy stands in until the site answers.
        s.id = target;
        setDraftId(target);
        if (local) {
          s.version = local.version;
          put(local.text, local.style, local.meta, null);
          s.saved = local.dirty ? null : { text: local.text, style: local.style, meta: local.meta };
        }
        setStatus(outcome.kind);
        return;
      }
      const server = outcome.kind === "saved" ? outcome.draft : null;
      const decision = reconcile(local, server);
      const mine = local ? { text: local.text, style: local.style, meta: local.meta } : undefined;
      if (decision.kind === "server" || decision.kind === "same") show(server!);
      else if (decision.kind === "save-local") show(server!, mine);
      else if (decision.kind === "conflict") {
        // Asked before anything is shown or kept, so this browser's copy keeps the version its text started from.
        s.conflict = true;
        s.conflictBase = local!.version;
        show(server!, mine);
        ask(server!, local!.version);
      } else if (decision.kind === "create" && local) {
        // Deleted elsewhere while this browser held edits: said, and offered as a new draft.
        put(local.text, local.style, local.meta, null);
        s.id = target;
        s.deleted = true;
        setStatus("deleted");
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
    const unchanged = s.saved !== null && s.saved.text === draft.committed && s.saved.style === style && sameMeta(s.saved.meta, meta);
    cache(!unchanged);
    if (unchanged || s.conflict || s.deleted) return;
    s.timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [draft.committed, style, meta, cache, save]);

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
      const leaving = { text: latest.current.text, style: latest.current.style, ...latest.current.meta };
      if (s.timer) clearTimeout(s.timer);
      // The draft he leaves keeps its last words: saved to it (or, in a question or deleted, kept as a copy).
      const unsaved = !s.saved || s.saved.text !== leaving.text || s.saved.style !== leaving.style;
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
        again: false,
        inFlight: false,
        epoch: s.epoch + 1,
      });
      setConflict(null);
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
    [open, setStyle, remember, save],
  );

  const newIssue = useCallback(() => startWith(STARTER_DRAFT, null, defaultStyle), [startWith, defaultStyle]);

  const takeNewer = useCallback(() => {
    if (!conflict) return;
    const s = session.current;
    const mine = { text: latest.current.text, style: latest.current.style };
    // Typed on since it was kept (or never kept, offline): kept now.
    if (s.keptText !== mine.text) void keepServerText(conflict.newer.id, s.conflictBase, { ...mine, ...latest.current.meta });
    Object.assign(s, { conflict: false, keptFor: null, keptText: null });
    setConflict(null);
    show(conflict.newer);
    setNotice(draftTexts.keptNewer);
  }, [conflict, show]);

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
    setNotice(draftTexts.keptMine);
    void save();
  }, [conflict, save]);

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
      epoch: s.epoch + 1,
      inFlight: false,
    });
    setDraftId(null);
    remember(null);
    setNotice(draftTexts.keptAsCopy);
    void save();
  }, [remember, save]);

  const deleteDraft = useCallback(async () => {
    const s = session.current;
    if (!s.id) return false;
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
    });
    window.location.assign(ISSUES_PATH);
    return true;
  }, [pagePath]);

  const bindIssue = useCallback(
    (slug: string, title: string) => {
      session.current.bindTo = { slug, title };
      void save();
    },
    [save],
  );

  return { status, savedAt, conflict, notice, draftId, meta, setMeta, takeNewer, keepMine, keepAsNew, deleteDraft, startWith, newIssue, bindIssue };
}
