import { ISSUES_PATH, issuePath, publishFields as fields, type SendChoice } from "../../publishing/contract";
import type { StyleKey } from "../../newsletter-contract/types";
import { networkFailure, outcomeOfAnswer, type PublishOutcome } from "./answer";
import { SHARE_CARD_FIELD } from "../../publishing/share-card-contract";

export interface PublishRequest {
  title: string;
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  style: StyleKey;
  draft: string;
  /** The email's subject and preview text as the draft holds them ("": the title and the hook); always sent, so an edit clears what he cleared. */
  subject?: string;
  previewText?: string;
  acceptWarnings: boolean;
  /** The issue is already published at `slug`: the request edits it. */
  edit: boolean;
  /** An edit: the issue's version the form knew; another device's newer Update is then refused (409), never overwritten. */
  baseVersion?: number;
  /** The email's choice; absent on an edit that keeps the issue's. */
  send?: SendChoice;
  /** HH:MM on the owner's clock: with the date, the issue's moment; absent: 00:00 (an edit: the issue's). */
  time?: string;
}

/** The JSON body the endpoint reads, with the contract's field names. */
export function publishBody(request: PublishRequest): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {
    [fields.title]: request.title,
    [fields.slug]: request.slug,
    [fields.date]: request.date,
    [fields.style]: request.style,
    [fields.draft]: request.draft,
  };
  if (request.subject !== undefined) body[fields.subject] = request.subject.trim();
  if (request.previewText !== undefined) body[fields.previewText] = request.previewText.trim();
  if (request.acceptWarnings) body[fields.acceptWarnings] = true;
  if (request.send) body[fields.send] = request.send;
  if (request.time) body[fields.time] = request.time;
  if (request.edit && request.baseVersion !== undefined) body[fields.baseVersion] = String(request.baseVersion);
  return body;
}

/** Publishes (or edits) the issue through the owner's endpoint and says how it went. */
export async function sendPublish(request: PublishRequest, fetcher: typeof fetch = fetch): Promise<PublishOutcome> {
  let response: Response;
  // The issue's share card, drawn here (loaded on first use); without it the worker serves the generic card.
  const card = await import("./share-card-send")
    .then(({ shareCardBase64 }) => shareCardBase64(request))
    .catch((error: unknown) => void console.warn("[publish] no share card:", error));
  try {
    response = await fetcher(request.edit ? issuePath(request.slug) : ISSUES_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...publishBody(request), ...(card ? { [SHARE_CARD_FIELD]: card } : {}) }),
      credentials: "same-origin",
    });
  } catch {
    return networkFailure();
  }
  const body: unknown = await response.json().catch(() => null);
  return outcomeOfAnswer(response.status, body, request.slug);
}
