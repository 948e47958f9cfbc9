import type { Context, MiddlewareHandler } from "hono";
import { draftErrors as words } from "../../src/content";
import { STARTER_DRAFT } from "../../src/newsletter";
import { SLUG_PATTERN, IDEMPOTENCY_HEADER, OPEN_DRAFT_PARAM, SAVES_PARAM, type DraftAnswer, type ServerDraft } from "../../src/publishing";
import type { AppEnv } from "../config";
import { clientKey } from "../limits";
import { refuse, storageUnavailable as noStorage, wantsJson } from "../http";
import { fillTemplate } from "../../src/fill-template";
import { deviceOf } from "./device";
import { draftTextOf, sameDraft, sentDraft, textTooLarge } from "./fields";
import { landedSave, SAVE_KEY_PATTERN } from "./landed";
import { createDraft, openIssueDraft, saveDraft } from "./repository";
import { draftOf, findDraft, findDraftRow, listDrafts } from "./rows";
import { must } from "../../src/must";

/** Where a form post of "New issue" lands: the previewer, on the new draft. */
const PREVIEWER_PATH = "/newsletter-preview";
/** An Idempotency-Key as a client may make it (a UUID, or any token of printable characters). */
const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export const NO_STORE = { "Cache-Control": "no-store" };

/** The draft store cannot answer: nothing was saved. */
export const storageUnavailable = (c: Context<AppEnv>, error: unknown) => noStorage(c, error, words.unavailable);

const answer = (c: Context<AppEnv>, draft: ServerDraft, status: 200 | 201 = 200, extra: { unpublishedEdits?: boolean } = {}) =>
  c.json({ success: true, draft, ...extra } satisfies DraftAnswer, status, NO_STORE);

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
    if (!success) return refuse(c, 429, { code: "TOO_MANY_SAVES", detail: words.tooMany }, { "Retry-After": "60" });
    return next();
  };
}

/**
 * POST /internal/drafts: a new draft (the format's starter lines when no text is sent), or, with
 * `issue`, the draft of that issue opened for an edit (its edits not published are kept and opened).
 * With an Idempotency-Key, the same key within a day answers the same draft (200), saved with a
 * newer body while nothing else changed it; a body that differs from a draft changed since is 409
 * naming the key (./repository.ts, createdAgain). A form post
 * ("New issue" on the issue list) is sent on to the previewer on the new draft.
 */
export async function createDraftHandler(c: Context<AppEnv>): Promise<Response> {
  const sent = await sentDraft(c);
  const draft = sent && draftTextOf(sent, { text: STARTER_DRAFT });
  if (!sent || !draft || (sent.issue !== undefined && !SLUG_PATTERN.test(sent.issue)))
    return refuse(c, 422, { code: "BODY_UNREADABLE", detail: words.unreadable });
  if (textTooLarge(draft.text)) return refuse(c, 413, { code: "TEXT_TOO_LARGE", detail: words.tooLarge });
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
  if (key !== undefined && !KEY_PATTERN.test(key)) return refuse(c, 422, { code: "BAD_IDEMPOTENCY_KEY", detail: words.badKey });
  try {
    const now = new Date().toISOString();
    if (sent.issue) {
      const opened = await openIssueDraft(c.env.DB, sent.issue, draft, now);
      if (!wantsJson(c)) return c.redirect(`${PREVIEWER_PATH}?${OPEN_DRAFT_PARAM}=${opened.draft.id}`, 303);
      return answer(c, opened.draft, 201, { unpublishedEdits: opened.unpublishedEdits });
    }
    const created = await createDraft(c.env.DB, draft, now, deviceOf(c), key ?? null);
    if (created.kind === "full") return refuse(c, 409, { code: "TOO_MANY_DRAFTS", detail: words.tooManyDrafts });
    if (created.kind === "key-used") return refuse(c, 409, { code: "IDEMPOTENCY_KEY_USED", detail: fillTemplate(words.keyUsed, { key: must(key) }) });
    if (!wantsJson(c)) return c.redirect(`${PREVIEWER_PATH}?${OPEN_DRAFT_PARAM}=${created.draft.id}`, 303);
    return answer(c, created.draft, created.kind === "created" ? 201 : 200);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/** GET /internal/drafts: the drafts bound to no issue, last edited first, without their text. */
export async function listDraftsHandler(c: Context<AppEnv>): Promise<Response> {
  try {
    return c.json({ success: true, drafts: await listDrafts(c.env.DB) }, 200, NO_STORE);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/** GET /internal/drafts/<id>: the draft as the server holds it (with ?saves=<keys>, the latest of those saves it took: ./landed.ts). */
export async function readDraftHandler(c: Context<AppEnv>): Promise<Response> {
  try {
    const row = await findDraftRow(c.env.DB, c.req.param("id") ?? "");
    const keys = (c.req.query(SAVES_PARAM) ?? "")
      .split(",")
      .filter((key) => SAVE_KEY_PATTERN.test(key))
      .slice(0, 8);
    // A closing save that landed (its answer lost) is recognised by the version it produced: no question on the next open.
    return row
      ? answer(c, { ...draftOf(row), landed: landedSave(row.landed_saves, keys) })
      : refuse(c, 404, { code: "DRAFT_NOT_FOUND", detail: words.notFound });
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/**
 * PUT /internal/drafts/<id> (or POST, as a closing page's keepalive request may): saves the text
 * when the server still holds `base_version`, the version the client's text started from. Else
 * 409 with the server's newer copy, and nothing changes: an older copy never replaces a newer one.
 * The same text sent again (a retry after a lost answer) is not a conflict, nor is a version the
 * same browser's own earlier save produced (`after_saves`: a closing save sent while that one was
 * in flight carries its words on from there). The text replaced is kept as a revision
 * (worker/drafts/revisions.ts says when).
 */
export async function saveDraftHandler(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const sent = await sentDraft(c);
  if (!sent || sent.text === undefined || sent.baseVersion === undefined || (sent.issue !== undefined && !SLUG_PATTERN.test(sent.issue)))
    return refuse(c, 422, { code: "BODY_UNREADABLE", detail: words.unreadable });
  if (textTooLarge(sent.text)) return refuse(c, 413, { code: "TEXT_TOO_LARGE", detail: words.tooLarge });
  try {
    const db = c.env.DB;
    for (let attempt = 0; attempt < 2; attempt++) {
      const current = await findDraftRow(db, id);
      if (!current) return refuse(c, 404, { code: "DRAFT_NOT_FOUND", detail: words.notFound });
      const draft = draftTextOf(sent, current);
      if (!draft) return refuse(c, 422, { code: "BODY_UNREADABLE", detail: words.unreadable });
      const same = sameDraft(current, draft) && (!sent.issue || current.issue_slug === sent.issue);
      const ownSaveSince = landedSave(current.landed_saves, sent.afterSaves)?.version === current.version;
      if (current.version !== sent.baseVersion && !ownSaveSince)
        return same ? answer(c, draftOf(current)) : refuse(c, 409, { code: "DRAFT_CHANGED", detail: words.conflict, extensions: { draft: draftOf(current) } });
      const now = new Date().toISOString();
      if (
        await saveDraft(db, current, draft, now, deviceOf(c), {
          ...(sent.issue ? { issue: sent.issue } : {}),
          choice: sent.choice === true,
          ...(sent.saveKey ? { saveKey: sent.saveKey } : {}),
        })
      ) {
        // Read again only for a newly bound issue's title and date; else the answer is what was written.
        if (sent.issue && sent.issue !== current.issue_slug) return answer(c, must(await findDraft(db, id)));
        return answer(c, draftOf({ ...current, ...draft, version: current.version + 1, updated_at: now }));
      }
      // Another save landed between the read and the write: look again (a retry of the same text, or a 409).
    }
    return refuse(c, 409, { code: "DRAFT_CHANGED", detail: words.conflict, extensions: { draft: (await findDraft(db, id)) ?? undefined } });
  } catch (error) {
    return storageUnavailable(c, error);
  }
}
