/**
 * The browser's copy of a server draft against the server's, when the previewer opens it. The
 * browser's copy is a cache for typing offline: it wins only when it holds edits the server has
 * not seen and the server has not moved on since; a server copy is never replaced by an older one.
 */

/** What this browser holds of a draft (draft-cache.ts). */
export interface LocalCopy {
  /** The server draft it belongs to; null until the server first answered. */
  id: string | null;
  /** The server's version the text started from (0 before the first save). */
  version: number;
  text: string;
  style: string;
  /** True while the text holds edits the server has not acknowledged. */
  dirty: boolean;
}

export interface ServerCopy {
  id: string;
  version: number;
  text: string;
  style: string;
  /** The server's text was last written by this browser (its closing save landed, or an earlier one). */
  savedHere?: boolean;
}

export type Reconciled =
  /** Show the server's copy: the browser has nothing newer (or nothing of this draft). */
  | { kind: "server" }
  /** Both say the same: nothing to do but remember the server's version. */
  | { kind: "same" }
  /** The browser's unsaved edits start from the server's current version: show and save them. */
  | { kind: "save-local" }
  /** Both changed since the browser's copy was saved: ask which to keep (never choose silently). */
  | { kind: "conflict" }
  /** The server has no such draft: the browser's unsaved copy becomes a new draft. */
  | { kind: "create" }
  /** Neither has anything. */
  | { kind: "none" };

export function reconcile(local: LocalCopy | null, server: ServerCopy | null): Reconciled {
  if (!server) return local?.dirty ? { kind: "create" } : { kind: "none" };
  if (!local || local.id !== server.id) return { kind: "server" };
  if (local.text === server.text && local.style === server.style) return { kind: "same" };
  if (!local.dirty) return { kind: "server" };
  if (local.version === server.version) return { kind: "save-local" };
  // The server moved on, but by this browser's own save (a closing save that landed while typing went
  // on): the browser's copy continues it, no question. Moved on by another device or a restore: ask.
  return server.savedHere === true && local.version < server.version ? { kind: "save-local" } : { kind: "conflict" };
}
