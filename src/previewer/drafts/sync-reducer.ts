import type { ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import { tooLargeToSave, type DraftBody, type DraftMeta, type DraftOutcome } from "./draft-api";
import type { CachedDraft } from "./draft-cache";
import { contentHash, sameContent, type DraftContent, type SentSave } from "./reconcile";

/**
 * The server draft's sync as one pure step: what happened (a keystroke, a save's answer, the page
 * hidden, his answer to a question) and the state before give the state after and what to do
 * (send a save, keep this browser's copy, ask, wait). Nothing here fetches, waits or stores: the
 * hook (./use-server-draft.ts) does what the effects say and tells the answers back as events.
 */

/** After the preview catches up with typing, the save waits this long for more: saved within 5 s of the last keystroke. */
export const SAVE_DELAY_MS = 2000;
/** A save the site could not take (offline, too many) is tried again after this long. */
export const RETRY_MS = 10_000;
/** Unanswered saves a browser remembers (the closing one among them). */
export const SENT_KEPT = 4;

export type SyncStatus = "idle" | "saving" | "saved" | "offline" | "too-large" | "too-many" | "full" | "sign-in" | "conflict" | "deleted";

export const NO_META: DraftMeta = { title: "", subject: "", preview_text: "" };
export const metaOf = (draft: ServerDraft): DraftMeta => ({ title: draft.title ?? "", subject: draft.subject ?? "", preview_text: draft.preview_text ?? "" });
export const contentOf = (draft: ServerDraft): DraftContent => ({ text: draft.text, style: draft.style, meta: metaOf(draft) });
export const recordOf = (draft: ServerDraft): PublishedRecord | null =>
  draft.issue
    ? { slug: draft.issue.slug, title: draft.issue.title, date: draft.issue.date, time: draft.issue.time, send: draft.issue.send, version: draft.issue.version }
    : null;

/** Two texts that disagree, while he chooses: the site's newer one and this browser's. */
export type DraftQuestion = { newer: ServerDraft; mine: DraftContent };

/** What a save carried, told back with its answer. */
export interface SaveTag {
  epoch: number;
  /** The save's own key (none for a create). */
  key?: string;
  sent: DraftContent;
  bind: { slug: string; title: string } | null;
  choice: boolean;
}

export type SaveRequest =
  | { method: "put"; id: string; version: number; body: DraftBody; saveKey?: string; after: string[] }
  | { method: "post"; body: DraftBody; key: string | null };

export type Effect =
  /** Send the save; its answer comes back as `save-answered`. */
  | { type: "save"; request: SaveRequest; tag: SaveTag }
  /** The page is closing: sent with a request that outlives it, its answer never read. */
  | { type: "closing-save"; request: SaveRequest & { method: "put" } }
  /** The draft left for a new one keeps its last words (a save, or a new draft when the site refuses it as older). */
  | { type: "leave"; request: SaveRequest }
  | { type: "store-local-copy"; copy: CachedDraft }
  | { type: "set-timer"; ms: number }
  | { type: "cancel-timer" }
  /** A 409 after saves whose answers were lost: ask the site which of them it took (`own-saves-read`). */
  | { type: "read-own-saves"; epoch: number; id: string; keys: string[]; newer: ServerDraft }
  | ({ type: "show-question" } & DraftQuestion)
  /** Keeps his text in the draft's history; `tell`: answered as `text-kept`. */
  | { type: "keep-text"; id: string; base: number; content: DraftContent; version: number; tell: boolean }
  | { type: "remember"; record: PublishedRecord | null }
  | { type: "show-in-address"; id: string | null };

export type Happening =
  /** The preview caught up with typing (or the style or a field changed): saved a moment later. */
  | { type: "committed"; content: DraftContent }
  /** A key typed: kept in this browser's copy at once. */
  | { type: "typed"; text: string }
  /** The page hidden (a phone's other app) or, `closing`, going away. */
  | { type: "page-hidden"; closing: boolean }
  | { type: "online" }
  | { type: "timer-fired" }
  /** Saved now (a choice made, a new draft started, a publish bound). */
  | { type: "save-now" }
  | { type: "save-answered"; tag: SaveTag; outcome: DraftOutcome }
  | { type: "own-saves-read"; epoch: number; outcome: DraftOutcome; newer: ServerDraft }
  | { type: "text-kept"; version: number; text: string }
  | { type: "found"; found: Partial<SyncState> }
  /** The server's copy is in the editor (`dirty`: with this browser's edits over it). */
  | { type: "shown"; server: ServerDraft; dirty: boolean }
  | { type: "server-version-seen"; newer: ServerDraft; base: number }
  /** Opening is over: from now on changes are saved. */
  | { type: "opened"; dirtyCopy: boolean }
  | { type: "took-newer"; newer: ServerDraft }
  | { type: "kept-mine"; newer: ServerDraft }
  | { type: "brought-back" }
  | { type: "started-new" }
  | { type: "kept-as-new" }
  | { type: "deleted-here" }
  | { type: "bind"; slug: string; title: string };

/** Every event carries what the editor holds now (typing included) and fresh keys for the saves it may send. */
export type SyncEvent = Happening & { latest: DraftContent; keys: string[] };

/** A page's sync before it opens a draft. */
export const initialSync = () => ({
  /** The draft on the server, once it has one, and the version this page's text started from. */
  id: null as string | null,
  version: 0,
  /** What the server holds (or, before any draft exists, what the page opened with): a change from it is saved. */
  saved: null as DraftContent | null,
  /** The issue a draft still to create edits. */
  issue: null as string | null,
  /** After a publish: the next save binds the draft to this issue. */
  bindTo: null as { slug: string; title: string } | null,
  /** The page has opened its draft: changes from now on are saved. */
  ready: false,
  /** Counts the drafts the page moved to: an answer for a draft it left is not this draft's. */
  epoch: 0,
  inFlight: false,
  /** Asked to save while one was in flight: saved again once it is answered. */
  again: false,
  conflict: false,
  /** While a question is open: the version this browser's text started from (what its copy keeps, so the next open asks again). */
  conflictBase: 0,
  /** The server version this browser's text was kept against, and the text kept (sent once). */
  keptFor: null as number | null,
  keptText: null as string | null,
  /** The next save settles a question: the server keeps the text it replaces. */
  choice: false,
  /** The draft was deleted elsewhere: nothing is saved until he keeps his text as a new draft. */
  deleted: false,
  /** The Idempotency-Key of the create still owed. */
  createKey: null as string | null,
  /** Saves sent and not answered yet (a closing save's answer is lost): the next open asks which landed. */
  sent: [] as SentSave[],
  /** A save is waiting for typing to pause (or to try again). */
  timer: false,
  status: "idle" as SyncStatus,
  /** ISO time of the last save the server took. */
  savedAt: null as string | null,
});
export type SyncState = ReturnType<typeof initialSync>;

/** A draft's fields as a request sends them. */
const bodyOf = (content: DraftContent): DraftBody => ({ text: content.text, style: content.style, ...content.meta });

/** The working copy of one step: the state changed in place, the effects in order, the keys handed out once each. */
class Step {
  s: SyncState;
  fx: Effect[] = [];
  private keys: string[];
  constructor(
    state: SyncState,
    readonly latest: DraftContent,
    keys: string[],
  ) {
    this.s = { ...state };
    this.keys = [...keys];
  }

  key(): string {
    const key = this.keys.shift();
    if (key === undefined) throw new Error("draft sync: no fresh key left for this event");
    return key;
  }

  /** Keeps what the editor holds in this browser, `dirty` when the site has not taken it. */
  store(dirty: boolean) {
    const s = this.s;
    // While a question is open, the copy keeps the version its text started from: the next open asks again.
    const version = s.conflict ? s.conflictBase : s.version;
    const { text, style, meta } = this.latest;
    this.fx.push({
      type: "store-local-copy",
      copy: { id: s.id, version, text, style, dirty, issue: s.issue, createKey: s.createKey, meta, keptFor: s.keptFor, sent: s.sent },
    });
  }

  cancelTimer() {
    if (!this.s.timer) return;
    this.s.timer = false;
    this.fx.push({ type: "cancel-timer" });
  }

  setTimer(ms: number) {
    this.s.timer = true;
    this.fx.push({ type: "set-timer", ms });
  }

  /** Edits the site has not taken: in this browser's copy at once. */
  keepTyping() {
    const s = this.s;
    if (s.ready && s.saved && !sameContent(s.saved, this.latest)) this.store(true);
  }

  /** Saves what the editor holds on the site, one request at a time, with the version it started from. */
  save(closing = false) {
    const s = this.s;
    this.cancelTimer();
    if (s.conflict || s.deleted) return;
    if (s.inFlight) {
      s.again = true;
      if (closing) this.closingSave();
      return;
    }
    const sent = { ...this.latest };
    if (!s.bindTo && s.saved && sameContent(s.saved, sent)) {
      if (s.status === "saving") s.status = "saved";
      return;
    }
    // Over the site's limit: said in words, nothing sent, nothing cut; the text stays in the editor and this browser.
    if (tooLargeToSave(sent.text)) {
      s.status = "too-large";
      return;
    }
    s.inFlight = true;
    s.status = "saving";
    const bind = s.bindTo;
    const tag: SaveTag = { epoch: s.epoch, sent, bind, choice: s.choice };
    const fields = bodyOf(sent);
    if (!s.id && !s.createKey) {
      // One key per new draft, kept in this browser: a lost answer or a reload answers the same draft.
      s.createKey = this.key();
      this.store(true);
    }
    if (!s.id) {
      // A first save asked to bind the issue just published creates the draft bound to it.
      const body = { ...fields, ...(bind ? { issue: bind.slug, title: sent.meta.title || bind.title } : { issue: s.issue }) };
      this.fx.push({ type: "save", request: { method: "post", body, key: bind ? null : s.createKey }, tag });
      return;
    }
    const { saveKey, after } = this.keyedSave(sent);
    tag.key = saveKey;
    const body = { ...fields, choice: tag.choice, ...(bind ? { issue: bind.slug, title: sent.meta.title || bind.title } : {}) };
    this.fx.push({ type: "save", request: { method: "put", id: s.id, version: s.version, body, saveKey, after }, tag });
  }

  /**
   * A save to an existing draft gets its own key, in this browser's copy before it leaves (a save
   * whose answer is lost is known by it on the next open), and names the earlier saves still
   * unanswered: the site takes it over a version they produced, so it does not meet his own words as a conflict.
   */
  private keyedSave(sent: DraftContent): { saveKey: string; after: string[] } {
    const s = this.s;
    const after = s.sent.map((earlier) => earlier.key);
    const saveKey = this.key();
    s.sent = [...s.sent, { key: saveKey, hash: contentHash(sent) }].slice(-SENT_KEPT);
    this.store(true);
    return { saveKey, after };
  }

  /**
   * The page is closing while a save is in flight, whose answer it will never read: what he typed
   * since goes now, after that save (the site takes it over the version that save produced). Its own
   * answer is not awaited; kept in this browser's copy by its key, it is known on the next open.
   */
  closingSave() {
    const s = this.s;
    const sent = { ...this.latest };
    if (!s.id || s.bindTo || s.conflict || s.deleted || tooLargeToSave(sent.text) || (s.saved && sameContent(s.saved, sent))) return;
    const { saveKey, after } = this.keyedSave(sent);
    this.fx.push({
      type: "closing-save",
      request: { method: "put", id: s.id, version: s.version, body: { ...bodyOf(sent), choice: s.choice }, saveKey, after },
    });
  }

  /** After an answer: a save asked for meanwhile goes now. */
  saveAgain() {
    if (!this.s.again) return;
    this.s.again = false;
    this.save();
  }

  /**
   * Two texts disagree: asked, never decided by default. This browser's text is kept on the site as a
   * revision at once (so it is in the history even if the question is never answered), once per newer version.
   */
  ask(newer: ServerDraft, base: number) {
    const s = this.s;
    s.conflict = true;
    s.conflictBase = base;
    const mine = { ...this.latest };
    this.fx.push({ type: "show-question", newer, mine });
    s.status = "conflict";
    this.store(true);
    if (s.keptFor === newer.version && s.keptText === mine.text) return;
    this.fx.push({ type: "keep-text", id: newer.id, base, content: mine, version: newer.version, tell: true });
  }

  answered(tag: SaveTag, outcome: DraftOutcome) {
    const s = this.s;
    if (s.epoch !== tag.epoch) return;
    s.inFlight = false;
    if (outcome.kind === "saved") {
      const fresh = !s.id;
      s.id = outcome.draft.id;
      s.version = outcome.draft.version;
      // What the site holds: words it did not take stay unsaved, and are sent again.
      s.saved = sameContent(contentOf(outcome.draft), tag.sent) ? tag.sent : contentOf(outcome.draft);
      // A closing save sent after this one is still unanswered: the next save goes after it too.
      const answered = s.sent.findIndex((save) => save.key === tag.key);
      s.sent = answered < 0 ? [] : s.sent.slice(answered + 1);
      s.issue = null;
      s.createKey = null;
      if (tag.choice) s.choice = false;
      if (tag.bind) s.bindTo = null;
      // A first save that returns after a publish must not forget the issue the publish just bound (its own save follows).
      if (tag.bind || (fresh && !s.bindTo)) this.fx.push({ type: "remember", record: recordOf(outcome.draft) });
      s.savedAt = outcome.draft.updatedAt;
      // "Saved on the site" only when all he typed is; else the save that follows is under way.
      const all = sameContent(s.saved, this.latest);
      s.status = all ? "saved" : "saving";
      this.store(!all);
      if (!all && !s.timer) s.again = true;
      this.fx.push({ type: "show-in-address", id: s.id });
    } else if (outcome.kind === "conflict") {
      // Moved on by this browser's own save whose answer was lost: the site says which it took before anything is asked.
      if (s.sent.length > 0 && s.id) {
        this.fx.push({ type: "read-own-saves", epoch: s.epoch, id: s.id, keys: s.sent.map((save) => save.key), newer: outcome.newer });
        return;
      }
      this.ask(outcome.newer, s.version);
    } else if (outcome.kind === "missing") {
      // Deleted on another tab or device: said, and his text offered as a new draft (never saved silently).
      s.deleted = true;
      s.status = "deleted";
      this.store(true);
    } else {
      s.status = outcome.kind === "key-used" ? "offline" : outcome.kind;
      if (outcome.kind === "offline" || outcome.kind === "too-many") this.setTimer(RETRY_MS);
    }
    this.saveAgain();
  }

  ownSavesRead(epoch: number, outcome: DraftOutcome, newer: ServerDraft) {
    const s = this.s;
    if (s.epoch !== epoch) return;
    if (outcome.kind === "saved" && outcome.draft.landed?.version === outcome.draft.version) {
      // Moved on by this browser's own save: saved again from there, no question.
      s.version = outcome.draft.version;
      s.saved = contentOf(outcome.draft);
      s.sent = [];
      s.again = true;
      this.store(!sameContent(s.saved, this.latest));
    } else {
      // Asked with the freshest copy the site gave (the read's, when it answered).
      this.ask(outcome.kind === "saved" ? outcome.draft : newer, s.version);
    }
    this.saveAgain();
  }

  /** A new draft: nothing of the one left carries over (its answers still on the way are ignored). */
  forgetDraft() {
    const s = this.s;
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
  }
}

/** One event: the state after, and what to do. */
export function step(state: SyncState, event: SyncEvent): { state: SyncState; effects: Effect[] } {
  const t = new Step(state, event.latest, event.keys);
  const s = t.s;
  switch (event.type) {
    case "committed": {
      // Every change is kept in the browser at once and saved on the site a moment later.
      if (!s.ready) break;
      t.cancelTimer();
      // Back to what the server holds (a reset, an undo): nothing to save, and the browser's copy says so.
      const unchanged = s.saved !== null && sameContent(s.saved, event.content);
      t.store(!unchanged);
      if (unchanged || s.conflict || s.deleted) break;
      // Not all of it is on the site any more: never "Saved on the site" beside words it has not seen.
      if (s.status === "saved") s.status = "saving";
      t.setTimer(SAVE_DELAY_MS);
      break;
    }
    case "typed":
      // Each key in this browser's copy at once, before the preview catches up: a lid shut or a tab killed fires no pagehide.
      t.keepTyping();
      break;
    case "page-hidden":
      // This browser's copy first, with every word; then saved now (a closing page's request outlives it).
      t.keepTyping();
      t.save(event.closing);
      break;
    case "online":
      // Back online: what waited for the site goes now, not at the next retry.
      if (s.ready && !s.inFlight && (s.timer || s.status === "offline")) t.save();
      break;
    case "timer-fired":
      s.timer = false;
      t.save();
      break;
    case "save-now":
      t.save();
      break;
    case "save-answered":
      t.answered(event.tag, event.outcome);
      break;
    case "own-saves-read":
      t.ownSavesRead(event.epoch, event.outcome, event.newer);
      break;
    case "text-kept":
      s.keptFor = event.version;
      s.keptText = event.text;
      if (s.conflict) t.store(true);
      break;
    case "found":
      Object.assign(s, event.found);
      break;
    case "shown":
      s.id = event.server.id;
      s.version = event.server.version;
      s.saved = contentOf(event.server);
      s.savedAt = event.server.updatedAt;
      s.status = event.dirty ? "idle" : "saved";
      t.store(event.dirty);
      t.fx.push({ type: "show-in-address", id: s.id });
      break;
    case "server-version-seen":
      t.ask(event.newer, event.base);
      break;
    case "opened":
      s.ready = true;
      // Nothing to save until he changes what the page opened with.
      if (!s.id && s.saved === null && !s.issue && !event.dirtyCopy) s.saved = { ...event.latest };
      t.save();
      break;
    case "took-newer":
      // Typed on since it was kept (or never kept, offline): kept now.
      if (s.keptText !== event.latest.text)
        t.fx.push({ type: "keep-text", id: event.newer.id, base: s.conflictBase, content: { ...event.latest }, version: event.newer.version, tell: false });
      Object.assign(s, { conflict: false, keptFor: null, keptText: null });
      break;
    case "kept-mine":
      // Saved over the site's newer text, which the server keeps in the history (a choice always keeps).
      Object.assign(s, { conflict: false, choice: true, keptFor: null, keptText: null, version: event.newer.version, saved: contentOf(event.newer) });
      t.save();
      break;
    case "brought-back":
      // The text it replaces is kept in the history (a choice always keeps).
      s.choice = true;
      t.save();
      break;
    case "started-new": {
      t.cancelTimer();
      // The draft he leaves keeps its last words: saved to it (or, in a question or deleted, kept as a copy).
      const leaving = bodyOf(event.latest);
      const unsaved = !s.saved || !sameContent(s.saved, event.latest);
      if (s.conflict || s.deleted || (unsaved && !s.id && !s.inFlight))
        t.fx.push({ type: "leave", request: { method: "post", body: leaving, key: s.id ? null : s.createKey } });
      else if (unsaved && s.id) t.fx.push({ type: "leave", request: { method: "put", id: s.id, version: s.version, body: leaving, after: [] } });
      t.forgetDraft();
      // A reload before the new draft's first save lands opens this browser's copy (and its create key), not the draft left.
      t.fx.push({ type: "show-in-address", id: null });
      break;
    }
    case "kept-as-new":
      // A new draft of his text (its question or delete settled by that), under a key of its own.
      Object.assign(s, {
        id: null,
        version: 0,
        saved: null,
        issue: null,
        bindTo: null,
        deleted: false,
        conflict: false,
        sent: [],
        epoch: s.epoch + 1,
        inFlight: false,
      });
      s.createKey = t.key();
      t.save();
      break;
    case "deleted-here":
      Object.assign(s, { id: null, saved: null, deleted: true, epoch: s.epoch + 1 });
      t.fx.push({
        type: "store-local-copy",
        copy: { id: null, version: 0, text: "", style: event.latest.style, dirty: false, issue: null, createKey: null, meta: NO_META, keptFor: null, sent: [] },
      });
      break;
    case "bind":
      s.bindTo = { slug: event.slug, title: event.title };
      t.save();
      break;
  }
  return { state: s, effects: t.fx };
}
