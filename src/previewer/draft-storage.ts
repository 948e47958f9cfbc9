/**
 * The draft is kept in the browser's localStorage, one entry per previewer page, so the main
 * and the backup instance never overwrite each other. Storage can be blocked or full (private
 * windows, quotas): every call reports failure instead of throwing.
 */

const KEY_PREFIX = "newsletter-preview:draft:";

export function draftStorageKey(pagePath: string): string {
  return `${KEY_PREFIX}${pagePath}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none (or storage is unavailable). */
export function loadDraft(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves the draft; a draft equal to the sample is removed instead, so sample updates show. */
export function saveDraft(key: string, text: string, sample: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (text === sample) store.removeItem(key);
    else store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): boolean {
  try {
    storage()?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Which archived issue the draft was opened from (its slug), kept beside the draft. */
const issueKey = (key: string) => `${key}:issue`;

export function loadDraftIssue(key: string): string | null {
  return loadDraft(issueKey(key));
}

export function saveDraftIssue(key: string, slug: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (slug === null) store.removeItem(issueKey(key));
    else store.setItem(issueKey(key), slug);
    return true;
  } catch {
    return false;
  }
}

/** The issue a draft is published as on the site: its address is locked and Publish edits it. */
export interface PublishedRecord {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM on his clock (the issue's moment with `date`) and the email's choice; absent in records kept before they were. */
  time?: string;
  send?: "draft" | "schedule";
  /** The issue's published version this browser last knew: an Update sends it, so a newer one from another device is asked about. */
  version?: number;
}

const publishedKey = (key: string) => `${key}:published`;

export function loadPublishedRecord(key: string): PublishedRecord | null {
  try {
    const value: unknown = JSON.parse(loadDraft(publishedKey(key)) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { slug, title, date, time, send, version } = value as Record<string, unknown>;
    if (typeof slug !== "string" || typeof title !== "string" || typeof date !== "string") return null;
    return {
      slug,
      title,
      date,
      ...(typeof time === "string" && /^\d{2}:\d{2}$/.test(time) ? { time } : {}),
      ...(send === "draft" || send === "schedule" ? { send } : {}),
      ...(typeof version === "number" ? { version } : {}),
    };
  } catch {
    return null;
  }
}

export function savePublishedRecord(key: string, record: PublishedRecord): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(publishedKey(key), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
