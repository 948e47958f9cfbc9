/**
 * The issue on the web and in the feed: the same parsed draft as the email, read with the same
 * block rules (blocks.ts) and the same inline HTML allowlist (inline-html.ts). Only what makes
 * sense outside an inbox: no Kit merge tags, no unsubscribe or postal-address lines.
 */
import { classifyBlock, introBlocks, type Block, type ListItem } from "./blocks.ts";
import { inlineHtmlToEscapedText, sanitizeInlineHtml } from "./inline-html.ts";
import { stripMergeTags } from "./merge-tags.ts";
import type { NewsletterContent } from "../newsletter-contract/types.ts";

const inlineCache = new Map<string, string>();
/** Texts are the archived issues' (a few hundred, fixed at build): sanitised once each. */
const INLINE_CACHE_LIMIT = 5000;

/** Owner text as safe inline HTML for a page: merge tags resolved, line breaks kept. */
export function webInline(text: string): string {
  let html = inlineCache.get(text);
  if (html === undefined) {
    html = sanitizeInlineHtml(stripMergeTags(text)).replace(/\n/g, "<br>");
    if (inlineCache.size < INLINE_CACHE_LIMIT) inlineCache.set(text, html);
  }
  return html;
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

const blocksCache = new WeakMap<string[], Block[]>();

/** A section's blocks, classified once per (cached) content. */
export function webBlocks(blocks: string[]): Block[] {
  let classified = blocksCache.get(blocks);
  if (!classified) {
    classified = blocks.filter((block) => block.trim() !== "").map(classifyBlock);
    blocksCache.set(blocks, classified);
  }
  return classified;
}

/**
 * The videos an issue's page shows as a player's facade (components/issue/IssueBody.tsx): its
 * `VIDEO:` blocks that name a video he did not hide. Its route declares the player's frame by them.
 */
export function facadeVideoIds(content: NewsletterContent, hidden: readonly string[] = []): string[] {
  const blocks = [...introBlocks(content.intro), ...content.sections.flatMap((section) => webBlocks(section.content))];
  return blocks.flatMap((block) => (block.kind === "video" && block.id && !hidden.includes(block.id) ? [block.id] : []));
}

export type ListGroup =
  | { kind: "lines"; items: ListItem[] }
  | { kind: "bullets"; items: ListItem[] }
  | { kind: "numbers"; items: ListItem[] }
  | { kind: "percents"; items: ListItem[] };

const GROUP_OF: Record<ListItem["marker"], ListGroup["kind"]> = { none: "lines", bullet: "bullets", number: "numbers", percent: "percents" };

/** A list block as runs of one kind: a lead-in line, then bullets, become a paragraph and a list. */
export function listGroups(items: ListItem[]): ListGroup[] {
  const groups: ListGroup[] = [];
  for (const item of items) {
    const kind = GROUP_OF[item.marker];
    const last = groups.at(-1);
    if (last?.kind === kind) last.items.push(item);
    else groups.push({ kind, items: [item] } as ListGroup);
  }
  return groups;
}

const WORDS_PER_MINUTE = 230;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "\u2026",
  rsquo: "\u2019",
  lsquo: "\u2018",
  rdquo: "\u201d",
  ldquo: "\u201c",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) % 0x110000);
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) % 0x110000);
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Owner text as plain text: tags dropped, entities decoded, merge tags resolved. */
export function plain(text: string): string {
  return decodeEntities(inlineHtmlToEscapedText(stripMergeTags(text)));
}

/** Every word a reader reads, in order: hook, intro, section titles and blocks, the closing call to action. */
export function readableText(content: NewsletterContent): string {
  return [content.hook, content.intro, ...content.sections.flatMap((section) => [section.title, ...section.content]), content.footer.cta.text]
    .map(plain)
    .join(" ");
}

const minutesCache = new WeakMap<NewsletterContent, number>();

export function readingMinutes(content: NewsletterContent): number {
  const cached = minutesCache.get(content);
  if (cached !== undefined) return cached;
  const minutes = countMinutes(content);
  minutesCache.set(content, minutes);
  return minutes;
}

function countMinutes(content: NewsletterContent): number {
  const words = readableText(content)
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2025-07-15" as "July 15, 2025". */
export function formatIssueDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** The hook as one line of plain text (descriptions, feed summaries, the archive list). */
export function plainHook(content: NewsletterContent): string {
  return plain(content.hook).replace(/\s+/g, " ").trim();
}
