import type { Context } from "hono";
import { draftErrors as words } from "../../src/content";
import type { AppEnv } from "../config";
import { deviceOf } from "./device";
import { refuse } from "../http";
import { NO_STORE, storageUnavailable } from "./endpoint";
import { draftTextOf, sentDraft, textTooLarge } from "./fields";
import { deleteDraft } from "./repository";
import { findDraftRow } from "./rows";
import { keepOtherText } from "./revisions";
import { wordsChanged } from "./words-changed";

/** DELETE /internal/drafts/<id>: 204, then 404 and off the list; its text kept as a revision (DELETED_KEPT_DAYS). */
export async function deleteDraftHandler(c: Context<AppEnv>): Promise<Response> {
  try {
    const deleted = await deleteDraft(c.env.DB, c.req.param("id") ?? "", new Date().toISOString());
    return deleted ? c.body(null, 204, NO_STORE) : refuse(c, 404, { code: "DRAFT_NOT_FOUND", detail: words.notFound });
  } catch (error) {
    return storageUnavailable(c, error);
  }
}

/**
 * POST /internal/drafts/<id>/revisions: keeps a text as a revision of the draft without changing it
 * (the side of a question between two texts he did not keep, or has not answered yet): 201.
 */
export async function keepTextHandler(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const sent = await sentDraft(c);
  if (!sent || sent.text === undefined) return refuse(c, 422, { code: "BODY_UNREADABLE", detail: words.unreadable });
  if (textTooLarge(sent.text)) return refuse(c, 413, { code: "TEXT_TOO_LARGE", detail: words.tooLarge });
  try {
    const current = await findDraftRow(c.env.DB, id);
    const text = current && draftTextOf(sent, current);
    if (!current || !text) return refuse(c, 404, { code: "DRAFT_NOT_FOUND", detail: words.notFound });
    const kept = await keepOtherText(
      c.env.DB,
      id,
      text,
      sent.baseVersion ?? current.version,
      deviceOf(c),
      wordsChanged(current.text, text.text),
      new Date().toISOString(),
    );
    if (kept === null) return refuse(c, 404, { code: "DRAFT_NOT_FOUND", detail: words.notFound });
    return c.json({ success: true, revision: kept }, 201, NO_STORE);
  } catch (error) {
    return storageUnavailable(c, error);
  }
}
