import { DRAFTS_PATH, draftPath, draftFields as fields, type DraftAnswer, type ServerDraft } from "../../publishing/drafts";

/** How a request for a draft went, for the previewer to say and act on. */
export type DraftOutcome =
  | { kind: "saved"; draft: ServerDraft }
  /** Another tab or device saved a newer version: nothing was changed. */
  | { kind: "conflict"; newer: ServerDraft }
  | { kind: "missing" }
  | { kind: "too-large" }
  | { kind: "too-many" }
  | { kind: "sign-in" }
  /** The site could not be reached, or failed: try again later. */
  | { kind: "offline" };

export interface DraftBody {
  text: string;
  style: string;
  title?: string | null;
  issue?: string | null;
}

/** A closing page's request may carry at most 64 KiB with keepalive (https://fetch.spec.whatwg.org/#http-network-or-cache-fetch). */
const KEEPALIVE_MAX_BYTES = 60_000;

async function send(path: string, method: "GET" | "POST" | "PUT", body?: object): Promise<DraftOutcome> {
  let response: Response;
  const json = body === undefined ? undefined : JSON.stringify(body);
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: "application/json", ...(json ? { "Content-Type": "application/json" } : {}) },
      body: json,
      credentials: "same-origin",
      // Sent even as the page closes (pagehide), when small enough.
      keepalive: json !== undefined && json.length < KEEPALIVE_MAX_BYTES,
    });
  } catch {
    return { kind: "offline" };
  }
  const answer = (await response.json().catch(() => null)) as DraftAnswer | null;
  if (answer?.success) return { kind: "saved", draft: answer.draft };
  if (response.status === 409 && answer?.draft) return { kind: "conflict", newer: answer.draft };
  if (response.status === 404) return { kind: "missing" };
  if (response.status === 413) return { kind: "too-large" };
  if (response.status === 429) return { kind: "too-many" };
  if (response.status === 401 || response.status === 403) return { kind: "sign-in" };
  return { kind: "offline" };
}

const bodyOf = (draft: DraftBody) => ({
  [fields.text]: draft.text,
  [fields.style]: draft.style,
  ...(draft.title ? { [fields.title]: draft.title } : {}),
  ...(draft.issue ? { [fields.issue]: draft.issue } : {}),
});

export const readServerDraft = (id: string) => send(draftPath(id), "GET");
export const createServerDraft = (draft: DraftBody) => send(DRAFTS_PATH, "POST", bodyOf(draft));
export const saveServerDraft = (id: string, baseVersion: number, draft: DraftBody) => send(draftPath(id), "PUT", { ...bodyOf(draft), [fields.baseVersion]: baseVersion });
