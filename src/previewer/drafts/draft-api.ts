import { PUBLISH_MAX_DRAFT_BYTES } from "../../publishing/contract";
import {
  DRAFTS_PATH,
  draftKeepPath,
  draftPath,
  draftFields as fields,
  IDEMPOTENCY_HEADER,
  SAVES_PARAM,
  type DraftAnswer,
  type ServerDraft,
} from "../../publishing/drafts";
import type { DraftLines } from "./reconcile";

/** How a request for a draft went, for the previewer to say and act on. */
export type DraftOutcome =
  | { kind: "saved"; draft: ServerDraft; unpublishedEdits?: boolean }
  /** Another tab or device saved a newer version: nothing was changed. */
  | { kind: "conflict"; newer: ServerDraft }
  | { kind: "missing" }
  | { kind: "too-large" }
  | { kind: "too-many" }
  /** The site keeps at most MAX_DRAFTS drafts: nothing was created. */
  | { kind: "full" }
  | { kind: "sign-in" }
  /** A create's Idempotency-Key made a draft since changed, with another text: nothing was created or saved. */
  | { kind: "key-used" }
  /** The site could not be reached, or failed: try again later. */
  | { kind: "offline" };

/** The fields a draft is saved with. */
export type DraftMeta = DraftLines;

export interface DraftBody extends Partial<DraftMeta> {
  text: string;
  style: string;
  issue?: string | null;
  /** Settles a question between two texts: the server keeps the text it replaces. */
  choice?: boolean;
}

/** A closing page's request may carry at most 64 KiB with keepalive (https://fetch.spec.whatwg.org/#http-network-or-cache-fetch). */
const KEEPALIVE_MAX_BYTES = 60_000;

/** Over the site's limit (256 KB of UTF-8): refused before any request, the text kept in the editor and this browser. */
export const tooLargeToSave = (text: string) =>
  text.length > PUBLISH_MAX_DRAFT_BYTES / 3 && new TextEncoder().encode(text).byteLength > PUBLISH_MAX_DRAFT_BYTES;

async function send(path: string, method: "GET" | "POST" | "PUT" | "DELETE", body?: object, headers: Record<string, string> = {}): Promise<DraftOutcome> {
  let response: Response;
  const json = body === undefined ? undefined : JSON.stringify(body);
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: "application/json", ...(json ? { "Content-Type": "application/json" } : {}), ...headers },
      body: json,
      credentials: "same-origin",
      // Sent even as the page closes (pagehide), when small enough.
      keepalive: json !== undefined && json.length < KEEPALIVE_MAX_BYTES,
    });
  } catch {
    return { kind: "offline" };
  }
  const answer = (await response.json().catch(() => null)) as DraftAnswer | null;
  if (answer?.success) return { kind: "saved", draft: answer.draft, ...(answer.unpublishedEdits ? { unpublishedEdits: true } : {}) };
  if (response.status === 409 && answer?.draft) return { kind: "conflict", newer: answer.draft };
  if (response.status === 409 && answer?.code === "TOO_MANY_DRAFTS") return { kind: "full" };
  if (response.status === 409 && answer?.code === "IDEMPOTENCY_KEY_USED") return { kind: "key-used" };
  if (response.status === 404) return { kind: "missing" };
  if (response.status === 413) return { kind: "too-large" };
  if (response.status === 429) return { kind: "too-many" };
  if (response.status === 401 || response.status === 403) return { kind: "sign-in" };
  return { kind: "offline" };
}

const bodyOf = (draft: DraftBody) => ({
  [fields.text]: draft.text,
  [fields.style]: draft.style,
  ...(draft.title !== undefined ? { [fields.title]: draft.title } : {}),
  ...(draft.subject !== undefined ? { [fields.subject]: draft.subject } : {}),
  ...(draft.preview_text !== undefined ? { [fields.previewText]: draft.preview_text } : {}),
  ...(draft.issue ? { [fields.issue]: draft.issue } : {}),
  ...(draft.choice ? { [fields.choice]: "conflict" } : {}),
});

/** The draft as the site holds it; `saves` (this browser's unanswered saves): the answer's `landed` names the one it took. */
export const readServerDraft = (id: string, saves: string[] = []) =>
  send(saves.length ? `${draftPath(id)}?${SAVES_PARAM}=${saves.map(encodeURIComponent).join(",")}` : draftPath(id), "GET");

/**
 * A new draft; `key` (one per new draft, kept across reloads) makes a retried create answer the same
 * draft. A key spent on a draft changed since is refused: the words are sent again under a new key,
 * a draft of their own (never taken as saved when they were not).
 */
export async function createServerDraft(draft: DraftBody, key?: string | null): Promise<DraftOutcome> {
  const outcome = await send(DRAFTS_PATH, "POST", bodyOf(draft), key ? { [IDEMPOTENCY_HEADER]: key } : {});
  if (outcome.kind !== "key-used") return outcome;
  const again = await send(DRAFTS_PATH, "POST", bodyOf(draft), { [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  return again.kind === "key-used" ? { kind: "offline" } : again;
}

/**
 * Saves the draft from `baseVersion`; `saveKey` names this save, so its version is known even when its
 * answer is lost; `after` names this browser's saves still unanswered, whose versions count as its base.
 */
export const saveServerDraft = (id: string, baseVersion: number, draft: DraftBody, saveKey?: string, after: string[] = []) =>
  send(draftPath(id), "PUT", {
    ...bodyOf(draft),
    [fields.baseVersion]: baseVersion,
    ...(saveKey ? { [fields.saveKey]: saveKey } : {}),
    ...(after.length ? { [fields.afterSaves]: after.join(",") } : {}),
  });
export const deleteServerDraft = async (id: string): Promise<boolean> => {
  try {
    const response = await fetch(draftPath(id), { method: "DELETE", credentials: "same-origin", headers: { Accept: "application/json" } });
    return response.status === 204 || response.status === 404;
  } catch {
    return false;
  }
};

/** Keeps a text as a revision of the draft without changing it (the side of a question not kept, or not answered yet). */
export async function keepServerText(id: string, baseVersion: number, draft: DraftBody): Promise<boolean> {
  try {
    const response = await fetch(draftKeepPath(id), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ ...bodyOf(draft), [fields.baseVersion]: baseVersion }),
      credentials: "same-origin",
    });
    return response.status === 201;
  } catch {
    return false;
  }
}
