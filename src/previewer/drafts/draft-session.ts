import type { StyleKey } from "../../newsletter-contract/types";
import { OPEN_DRAFT_PARAM, type ServerDraft } from "../../publishing/drafts";
import type { PublishedRecord } from "../draft-storage";
import type { Draft } from "../use-draft";
import { createServerDraft, saveServerDraft, type DraftMeta } from "./draft-api";
import { writeCachedDraft, type CachedDraft } from "./draft-cache";
import { OPEN_ISSUE_PARAM } from "./open-issue";
import type { DraftContent, SentSave } from "./reconcile";

// The server draft's sync (./use-server-draft.ts): what it shows, what it keeps between renders, and its small helpers.

export type SyncStatus = "idle" | "saving" | "saved" | "offline" | "too-large" | "too-many" | "full" | "sign-in" | "conflict" | "deleted";

/** Two texts that disagree, while he chooses: the site's newer one and this browser's. */
export interface DraftQuestion {
  newer: ServerDraft;
  mine: DraftContent;
}

export const NO_META: DraftMeta = { title: "", subject: "", preview_text: "" };
export const metaOf = (draft: ServerDraft): DraftMeta => ({ title: draft.title ?? "", subject: draft.subject ?? "", preview_text: draft.preview_text ?? "" });
export const contentOf = (draft: ServerDraft): DraftContent => ({ text: draft.text, style: draft.style, meta: metaOf(draft) });

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

export interface Session {
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
  /** Saves sent and not answered yet (a closing save's answer is lost): the next open asks which landed. */
  sent: SentSave[];
  timer: ReturnType<typeof setTimeout> | null;
}

export const recordOf = (draft: ServerDraft): PublishedRecord | null =>
  draft.issue
    ? { slug: draft.issue.slug, title: draft.issue.title, date: draft.issue.date, time: draft.issue.time, send: draft.issue.send, version: draft.issue.version }
    : null;

/** The address names the draft, so a reload or a bookmark opens it again. */
export function showInAddress(id: string | null) {
  const address = new URL(window.location.href);
  address.searchParams.delete(OPEN_ISSUE_PARAM);
  if (id) address.searchParams.set(OPEN_DRAFT_PARAM, id);
  else address.searchParams.delete(OPEN_DRAFT_PARAM);
  window.history.replaceState(window.history.state, "", address);
}

/** A browser copy with edits the server never took, of a draft the page is leaving: saved, or kept as a new draft. */
export async function rescue(copy: CachedDraft | null) {
  if (!copy?.dirty) return;
  const outcome = copy.id ? await saveServerDraft(copy.id, copy.version, { text: copy.text, style: copy.style, ...copy.meta }) : ({ kind: "missing" } as const);
  if (outcome.kind === "conflict" || outcome.kind === "missing") await createServerDraft({ text: copy.text, style: copy.style, ...copy.meta }, copy.createKey);
}

/** A page's session before it opens a draft. */
export const newSession = (): Session => ({
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
  sent: [],
  timer: null,
});

/** What the editor holds now, typing included (the committed text lags a moment behind). */
export interface Latest {
  text: string;
  style: string;
  meta: DraftMeta;
}

/** Keeps what the editor holds in this browser, `dirty` when the site has not taken it. */
export function cacheDraft(pagePath: string, s: Session, latest: Latest, dirty: boolean) {
  // While a question is open, the copy keeps the version its text started from: the next open asks again.
  const version = s.conflict ? s.conflictBase : s.version;
  writeCachedDraft(pagePath, {
    id: s.id,
    version,
    text: latest.text,
    style: latest.style,
    dirty,
    issue: s.issue,
    createKey: s.createKey,
    meta: latest.meta,
    keptFor: s.keptFor,
    sent: s.sent,
  });
}
