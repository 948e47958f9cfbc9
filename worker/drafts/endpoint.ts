import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { draftErrors as words } from "../../src/content/drafts";
import { STARTER_DRAFT } from "../../src/newsletter/starter";
import { isStyleKey } from "../../src/newsletter/styles/index";
import type { StyleKey } from "../../src/newsletter/types";
import { PUBLISH_MAX_BODY_BYTES, SLUG_PATTERN, TITLE_MAX_CHARS } from "../../src/publishing/contract";
import { draftFields, OPEN_DRAFT_PARAM, type DraftAnswer, type ServerDraft } from "../../src/publishing/drafts";
import type { AppEnv } from "../config";
import { clientKey } from "../limits";
import { createDraft, findDraft, listDrafts, openIssueDraft, saveDraft, type DraftText } from "./repository";

/** Where a form post of "New issue" lands: the previewer, on the new draft. */
const PREVIEWER_PATH = "/newsletter-preview";
/** The style of a draft that names none: the previewer's. */
const DEFAULT_STYLE: StyleKey = "editorial";

const NO_STORE = { "Cache-Control": "no-store" };
type Status = 403 | 404 | 409 | 413 | 422 | 429 | 503;

function refuse(c: Context<AppEnv>, status: Status, code: string, error: string, draft?: ServerDraft, headers: Record<string, string> = {}): Response {
  return c.json({ success: false, error, code, ...(draft ? { draft } : {}) } satisfies DraftAnswer, status, { ...NO_STORE, ...headers });
}

const answer = (c: Context<AppEnv>, draft: ServerDraft, status: 200 | 201 = 200) => c.json({ success: true, draft } satisfies DraftAnswer, status, NO_STORE);

/** The same limit as a publish (256 KB), by Content-Length and by the bytes as they stream: 413, nothing saved. */
export function limitDraftBody(): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: PUBLISH_MAX_BODY_BYTES, onError: (c) => refuse(c as Context<AppEnv>, 413, "BODY_TOO_LARGE", words.tooLarge) });
}

/**
 * Saves and creations per client (an address, or an IPv6 /64) a minute, through the Rate Limiting
 * binding DRAFT_SAVE_LIMIT (wrangler.toml): no Durable Object request and no D1 row per check
 * (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/). The previewer saves
 * at most every few seconds while he types; a binding that cannot answer lets the save through
 * (the sign-in already stands in front of it).
 */
export function limitDraftSaves(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { success } = await c.env.DRAFT_SAVE_LIMIT.limit({ key: clientKey(c.req.header("CF-Connecting-IP")) }).catch(() => ({ success: true }));
    if (!success) return refuse(c, 429, "TOO_MANY_SAVES", words.tooMany, undefined, { "Retry-After": "60" });
    return next();
  };
}

interface SentDraft {
  text?: string;
  style?: string;
  title?: string;
  baseVersion?: number;
  issue?: string;
}

/** The fields of a JSON body or a form post; undefined when the body is neither. */
async function sentDraft(c: Context<AppEnv>): Promise<SentDraft | undefined> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  let fields: Record<string, unknown>;
  try {
    if (type === "application/json") {
      const body = (await c.req.json()) as unknown;
      if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
      fields = body as Record<string, unknown>;
    } else if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") fields = await c.req.parseBody();
    else return undefined;
  } catch {
    return undefined;
  }
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const version = Number(fields[draftFields.baseVersion]);
  return {
    text: text(fields[draftFields.text]),
    style: text(fields[draftFields.style]),
    title: text(fields[draftFields.title]),
    baseVersion: Number.isSafeInteger(version) && version > 0 ? version : undefined,
    issue: text(fields[draftFields.issue]),
  };
}

/** The draft's text, style and title as sent, or why not. */
function draftTextOf(sent: SentDraft, fallback: Partial<DraftText> = {}): DraftText | undefined {
  const text = sent.text ?? fallback.text;
  const style = sent.style ?? fallback.style ?? DEFAULT_STYLE;
  if (text === undefined || !isStyleKey(style)) return undefined;
  const title = sent.title?.trim().slice(0, TITLE_MAX_CHARS) || null;
  return { text, style, title };
}

function storageUnavailable(c: Context<AppEnv>, error: unknown): Response {
  console.error("[drafts] D1 unavailable", error);
  return refuse(c, 503, "STORAGE_UNAVAILABLE", words.unavailable);
}

const wantsJson = (c: Context) => /\bapplication\/json\b/i.test(c.req.header("Accept") ?? "");

/**
 * POST /internal/drafts: a new draft (the format's starter lines when no text is sent), or, with
 * `issue`, the draft of that issue opened for an edit. A form post ("New issue" on the issue list)
 * is sent on to the previewer on the new draft.
 */
export async function createDraftHandler(c: Context<AppEnv>): Promise<Response> {
  const sent = await sentDraft(c);
  const draft = sent && draftTextOf(sent, { text: STARTER_DRAFT });
  if (!sent || !draft || (sent.issue !== undefined && !SLUG_PATTERN.test(sent.issue))) return refuse(c, 422, "BODY_UNREADABLE", words.unreadable);
  let created: ServerDraft;
  try {
    const now = new Date().toISOString();
    created = sent.issue ? await openIssueDraft(c.env.DB, sent.issue, draft, now) : await createDraft(c.env.DB, draft, now);
  } catch (error) {
    return storageUnavailable(c, error);
  }
  if (!wantsJson(c)) return c.redirect(`${PREVIEWER_PATH}?${OPEN_DRAFT_PARAM}=${created.id}`, 303);
  return answer(c, created, 201);
}

/** GET /internal/drafts: the drafts bound to no issue, last edited first, without their text. */
export async function listDraftsHandler(c: Context<AppEnv>): Promise<Response> {
  try {
    return c.json({ success: true, drafts: await listDrafts(c.env.DB) }, 200, NO_STORE);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/** GET /internal/drafts/<id>: the draft as the server holds it. */
export async function readDraftHandler(c: Context<AppEnv>): Promise<Response> {
  try {
    const draft = await findDraft(c.env.DB, c.req.param("id") ?? "");
    return draft ? answer(c, draft) : refuse(c, 404, "DRAFT_NOT_FOUND", words.notFound);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/**
 * PUT /internal/drafts/<id> (or POST, as a closing page's keepalive request may): saves the text
 * when the server still holds `base_version`, the version the client's text started from. Else
 * 409 with the server's newer copy, and nothing changes: an older copy never replaces a newer one.
 * The same text sent again (a retry after a lost answer) is not a conflict.
 */
export async function saveDraftHandler(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const sent = await sentDraft(c);
  const draft = sent && draftTextOf(sent);
  if (!sent || !draft || sent.baseVersion === undefined || (sent.issue !== undefined && !SLUG_PATTERN.test(sent.issue))) return refuse(c, 422, "BODY_UNREADABLE", words.unreadable);
  try {
    const db = c.env.DB;
    const saved = await saveDraft(db, id, sent.baseVersion, draft, new Date().toISOString(), sent.issue);
    const current = await findDraft(db, id);
    if (!current) return refuse(c, 404, "DRAFT_NOT_FOUND", words.notFound);
    if (saved || (current.text === draft.text && current.style === draft.style && (!sent.issue || current.issue?.slug === sent.issue))) return answer(c, current);
    return refuse(c, 409, "DRAFT_CHANGED", words.conflict, current);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}
