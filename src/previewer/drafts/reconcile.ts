/**
 * The browser's copy of a server draft against the server's, when the previewer opens it. The
 * browser's copy is a cache for typing offline: it wins only when it holds edits the server has
 * not seen and the server has not moved on since; a server copy is never replaced by an older one.
 * A draft is its text, style, title, subject and preview text: a difference in any is a difference.
 */

/** Title, subject and preview text as the editor holds them ("" for none). */
export interface DraftLines {
  title: string;
  subject: string;
  preview_text: string;
}

/** What a draft holds, as compared. */
export interface DraftContent {
  text: string;
  style: string;
  meta: DraftLines;
}

/** A save sent and not answered yet: its key, and the content it carried (hashed). */
export interface SentSave {
  key: string;
  hash: string;
}

/** What this browser holds of a draft (draft-cache.ts). */
export interface LocalCopy extends DraftContent {
  /** The server draft it belongs to; null until the server first answered. */
  id: string | null;
  /** The server's version the text started from (0 before the first save). */
  version: number;
  /** True while the text holds edits the server has not acknowledged. */
  dirty: boolean;
  /** Saves sent since the last answer (a closing save's answer is lost with its page). */
  sent: SentSave[];
}

export interface ServerCopy extends DraftContent {
  id: string;
  version: number;
  /** Of this browser's unanswered saves, the latest the server took, and the version it produced. */
  landed?: { key: string; version: number } | null;
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

/** The lines as the site keeps them (trimmed): a space typed at the end is no difference. */
const line = (value: string) => value.trim();

export const sameContent = (a: DraftContent, b: DraftContent) =>
  a.text === b.text &&
  a.style === b.style &&
  line(a.meta.title) === line(b.meta.title) &&
  line(a.meta.subject) === line(b.meta.subject) &&
  line(a.meta.preview_text) === line(b.meta.preview_text);

/** A short fingerprint of a draft's content (53-bit cyrb53), to know whether a save sent carried what the browser holds. */
export function contentHash(content: DraftContent): string {
  const value = JSON.stringify([content.text, content.style, line(content.meta.title), line(content.meta.subject), line(content.meta.preview_text)]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The browser's copy once its save that landed is known (a closing save whose answer was lost): it
 * starts from the version that save produced, and holds no edits unless typed after it.
 */
export function afterLandedSave(local: LocalCopy, landed: ServerCopy["landed"]): LocalCopy {
  const save = landed ? local.sent.find((sent) => sent.key === landed.key) : undefined;
  if (!landed || !save || landed.version <= local.version) return local;
  return { ...local, version: landed.version, dirty: local.dirty && contentHash(local) !== save.hash, sent: [] };
}

export function reconcile(held: LocalCopy | null, server: ServerCopy | null): Reconciled {
  if (!server) return held?.dirty ? { kind: "create" } : { kind: "none" };
  if (!held || held.id !== server.id) return { kind: "server" };
  const local = afterLandedSave(held, server.landed);
  if (sameContent(local, server)) return { kind: "same" };
  if (!local.dirty) return { kind: "server" };
  if (local.version === server.version) return { kind: "save-local" };
  // Both moved on since: another device, a restore, or this browser's save it cannot recognise. Ask.
  return { kind: "conflict" };
}
