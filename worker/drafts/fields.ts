import type { Context } from "hono";
import { isStyleKey } from "../../src/newsletter";
import type { StyleKey } from "../../src/newsletter-contract";
import { PREVIEW_TEXT_MAX_CHARS, PUBLISH_MAX_DRAFT_BYTES, SUBJECT_MAX_CHARS, TITLE_MAX_CHARS, draftFields } from "../../src/publishing";
import type { AppEnv } from "../config";
import { bodyFields, textField } from "../http";
import { SAVE_KEY_PATTERN } from "./landed";
import type { DraftText } from "./rows";

/** The style of a draft that names none: the previewer's. */
const DEFAULT_STYLE: StyleKey = "editorial";

export interface SentDraft {
  text?: string;
  style?: string;
  title?: string;
  subject?: string;
  previewText?: string;
  baseVersion?: number;
  issue?: string;
  choice?: boolean;
  /** The save's own key (./landed.ts). */
  saveKey?: string;
  /** The keys of the same browser's saves sent before this one and not answered yet. */
  afterSaves: string[];
}

/** Unanswered saves a browser names: its own last few (./landed.ts keeps 4 per device). */
const AFTER_SAVES_MAX = 4;

/** The fields of a JSON body or a form post; undefined when the body is neither. */
export async function sentDraft(c: Context<AppEnv>): Promise<SentDraft | undefined> {
  const fields = await bodyFields(c);
  if (!fields) return undefined;
  const version = Number(fields[draftFields.baseVersion]);
  return {
    text: textField(fields[draftFields.text]),
    style: textField(fields[draftFields.style]),
    title: textField(fields[draftFields.title]),
    subject: textField(fields[draftFields.subject]),
    previewText: textField(fields[draftFields.previewText]),
    baseVersion: Number.isSafeInteger(version) && version >= 0 ? version : undefined,
    issue: textField(fields[draftFields.issue]),
    choice: fields[draftFields.choice] === true || fields[draftFields.choice] === "conflict",
    saveKey: SAVE_KEY_PATTERN.test(textField(fields[draftFields.saveKey]) ?? "") ? textField(fields[draftFields.saveKey]) : undefined,
    afterSaves: (textField(fields[draftFields.afterSaves]) ?? "")
      .split(",")
      .filter((key) => SAVE_KEY_PATTERN.test(key))
      .slice(-AFTER_SAVES_MAX),
  };
}

/** A line field as sent: undefined keeps what the draft holds, "" clears it. */
const line = (value: string | undefined, max: number, kept: string | null) => (value === undefined ? kept : value.trim().slice(0, max) || null);

/** The draft's text, style, title, subject and preview text as sent over what it holds, or why not. */
export function draftTextOf(sent: SentDraft, held: Partial<DraftText> = {}): DraftText | undefined {
  const text = sent.text ?? held.text;
  const style = sent.style ?? held.style ?? DEFAULT_STYLE;
  if (text === undefined || !isStyleKey(style)) return undefined;
  return {
    text,
    style,
    title: line(sent.title, TITLE_MAX_CHARS, held.title ?? null),
    subject: line(sent.subject, SUBJECT_MAX_CHARS, held.subject ?? null),
    preview_text: line(sent.previewText, PREVIEW_TEXT_MAX_CHARS, held.preview_text ?? null),
  };
}

/** Whether a draft holds exactly these text, style and lines. */
export const sameDraft = (held: DraftText, draft: DraftText) =>
  held.text === draft.text &&
  held.style === draft.style &&
  held.title === draft.title &&
  held.subject === draft.subject &&
  held.preview_text === draft.preview_text;

/** Over 256 KB of text (UTF-8), the limit of a publish: refused on every save and create. */
export function textTooLarge(text: string): boolean {
  if (text.length <= PUBLISH_MAX_DRAFT_BYTES / 3) return false;
  return new TextEncoder().encode(text).byteLength > PUBLISH_MAX_DRAFT_BYTES;
}
