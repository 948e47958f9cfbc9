import { PUBLISH_MAX_DRAFT_BYTES } from "../../publishing/contract";
import { DRAFTS_PATH, draftKeepPath, draftPath, draftFields as fields, IDEMPOTENCY_HEADER, type DraftAnswer, type ServerDraft } from "../../publishing/drafts";

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
  /** The site could not be reached, or failed: try again later. */
  | { kind: "offline" };

/** The fields a draft is saved with. */
export interface DraftMeta {
  title: string;
  subject: string;
  preview_text: string;
}

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

export const readServerDraft = (id: string) => send(draftPath(id), "GET");
/** A new draft; `key` (one per new draft, kept across reloads) makes a retried create answer the same draft. */
export const createServerDraft = (draft: DraftBody, key?: string | null) => send(DRAFTS_PATH, "POST", bodyOf(draft), key ? { [IDEMPOTENCY_HEADER]: key } : {});
export const saveServerDraft = (id: string, baseVersion: number, draft: DraftBody) =>
  send(draftPath(id), "PUT", { ...bodyOf(draft), [fields.baseVersion]: baseVersion });
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
