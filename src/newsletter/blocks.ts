/**
 * What a text block of a section is. The rules, in order:
 * 1. A block starting with a callout prefix (PROMPT_BOX, TIP_BOX, NOTE_BOX, SIDENOTE_BOX,
 *    BONUS_BOX, HEADER_STACK) is that callout; an optional ":" after the prefix is dropped.
 * 2. The literal block PRO_TIP is the Analytics "pro tip" callout; a block `VIDEO: <a YouTube
 *    URL>` is that video (the site's facade on the web, its thumbnail linked to its page in the email).
 * 3. A block with a line break that contains "*", "%" or starts with "<number>." is a list
 *    (bullets, numbered steps or percentages, line by line).
 * 4. Anything else is a paragraph of text that may contain inline HTML.
 */

import { videoIdOfUrl } from "../videos/contract.ts";
import { must } from "../must.ts";

export const CALLOUT_PREFIXES = ["PROMPT_BOX", "TIP_BOX", "NOTE_BOX", "SIDENOTE_BOX", "BONUS_BOX", "HEADER_STACK"] as const;

export type CalloutPrefix = (typeof CALLOUT_PREFIXES)[number];

export const PRO_TIP = "PRO_TIP";
export const PRO_TIP_TEXT = "Advanced Mode > [Breakdown Menu] > Audience by watch behavior";

/** The small label above each callout, in the email, on the web page and in the feed. */
export const CALLOUT_LABELS: Record<Exclude<CalloutPrefix, "HEADER_STACK">, string> = {
  PROMPT_BOX: "Prompt to try",
  TIP_BOX: "Tip",
  NOTE_BOX: "Note",
  SIDENOTE_BOX: "Side note",
  BONUS_BOX: "Bonus",
};

export const PRO_TIP_LABEL = "Pro tip: where to find it";

export type ListItem =
  | { marker: "bullet"; text: string }
  | { marker: "number"; label: string; text: string }
  | { marker: "percent"; value: string; text: string }
  /** A line without a marker, such as a lead-in sentence. */
  | { marker: "none"; text: string };

/** `VIDEO: <a YouTube URL>`: one video of the channel (docs/newsletter.md). */
export const VIDEO_PREFIX = "VIDEO:";

/** A line that is a video block: `VIDEO:` at its start (spaces before it allowed). */
export function isVideoLine(line: string): boolean {
  return line.trimStart().startsWith(VIDEO_PREFIX);
}

export type Block =
  | { kind: "callout"; prefix: CalloutPrefix; body: string }
  /** `id` is undefined when the address is not a YouTube video's (the checks say so). */
  | { kind: "video"; url: string; id: string | undefined }
  | { kind: "proTip"; body: string }
  | { kind: "list"; items: ListItem[] }
  | { kind: "text"; text: string };

const BULLET_LINE = /^[*•-]\s+(.*)$/;
const NUMBER_LINE = /^(\d+)[.)]\s+(.*)$/;
const LEADING_PERCENT = /^([+-]?\d+(?:[.,]\d+)?%)(?:\s*[:|–—-])?\s+(.*)$/;
/** "Returning viewers: 58%"; a separator is required so a sentence ending in "38%" stays a line. */
const TRAILING_PERCENT = /^(.*\S)\s*(?::|\||–|—|\s-)\s*([+-]?\d+(?:[.,]\d+)?%)$/;

function calloutPrefixOf(block: string): CalloutPrefix | undefined {
  // The prefix must end the word: "TIP_BOXES" is text, "TIP_BOX:" and "TIP_BOX\n" are not.
  return CALLOUT_PREFIXES.find((prefix) => block.startsWith(prefix) && !/\w/.test(block.charAt(prefix.length)));
}

export function isListBlock(block: string): boolean {
  return block.includes("\n") && (block.includes("*") || block.includes("%") || /^\d+\./.test(block));
}

export function parseListItem(line: string): ListItem {
  const bullet = BULLET_LINE.exec(line);
  if (bullet) return { marker: "bullet", text: must(bullet[1]) };
  const numbered = NUMBER_LINE.exec(line);
  if (numbered) return { marker: "number", label: `${numbered[1]}.`, text: must(numbered[2]) };
  const leading = LEADING_PERCENT.exec(line);
  if (leading) return { marker: "percent", value: must(leading[1]), text: must(leading[2]) };
  const trailing = TRAILING_PERCENT.exec(line);
  if (trailing) return { marker: "percent", value: must(trailing[2]), text: must(trailing[1]) };
  return { marker: "none", text: line };
}

/**
 * The intro's blocks: paragraphs of text, and the videos among them (the intro holds no callouts or
 * lists: those need a section).
 */
export function introBlocks(intro: string): Block[] {
  return intro
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part): Block => (isVideoLine(part) && !part.includes("\n") ? classifyBlock(part) : { kind: "text", text: part }));
}

export function classifyBlock(raw: string): Block {
  const block = raw.replace(/\r\n?/g, "\n").trim();
  const prefix = calloutPrefixOf(block);
  if (prefix) {
    return { kind: "callout", prefix, body: block.slice(prefix.length).replace(/^:/, "").trim() };
  }
  if (block === PRO_TIP) return { kind: "proTip", body: PRO_TIP_TEXT };
  if (block.startsWith(VIDEO_PREFIX) && !block.includes("\n")) {
    const url = block.slice(VIDEO_PREFIX.length).trim();
    return { kind: "video", url, id: videoIdOfUrl(url) };
  }
  if (isListBlock(block)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    return { kind: "list", items: lines.map(parseListItem) };
  }
  return { kind: "text", text: block };
}
