/**
 * What a reader typed into the archive's search, read safely (worker/search, the results page):
 * the words, the FTS5 expression built from them, and the marks of a matched text. Pure, so the
 * worker and the pages agree and Node tests can hold every odd input to it.
 */

/** The search field's name: `GET /newsletter/issues?q=<words>`. */
export const SEARCH_PARAM = "q";
/** Characters of a search that are read; the rest is ignored (and the field stops there). */
export const SEARCH_MAX_CHARS = 100;
/** Private-use characters FTS5's highlight() and snippet() put around a match (never in indexed text). */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/** One issue a search found: its address, day, title and an excerpt of its text, matches between MARK_START and MARK_END. */
export interface FoundIssue {
  slug: string;
  date: string;
  title: string;
  excerpt: string;
}

/** Control characters (a NUL among them) and the two markers: never read, never shown. */
const UNREAD = /[\p{Cc}\uE000\uE001]/gu;
/** A word: letters and digits of any script, as FTS5's unicode61 tokenizer reads them (categories L* and N*). */
const WORD = /[\p{L}\p{N}]+/gu;
/** FTS5's operators, which it reads only in capitals; typed as words they mean nothing to a reader. */
const OPERATORS = new Set(["AND", "OR", "NOT", "NEAR"]);

/** The search as it is read and shown: NFC, its first SEARCH_MAX_CHARS characters, no control character, spaces collapsed. */
export function readSearch(raw: string): string {
  const text = raw.normalize("NFC").replace(UNREAD, " ");
  return Array.from(text).slice(0, SEARCH_MAX_CHARS).join("").replace(/\s+/g, " ").trim();
}

/** The distinct words of a search, lowercase, in order; FTS5's operators left out. */
export function searchWords(search: string): string[] {
  const words = (readSearch(search).match(WORD) ?? []).filter((word) => !OPERATORS.has(word)).map((word) => word.toLowerCase());
  return [...new Set(words)];
}

/**
 * The FTS5 query of `words`: each a quoted string with a `*`, a prefix query (so "thumb" finds
 * "thumbnails"), all required. Built from words that are only letters and digits, so nothing a
 * reader types is ever read by FTS5 as syntax (https://www.sqlite.org/fts5.html#full_text_query_syntax).
 */
export function matchExpression(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(" AND ");
}

/** The search as the owner's list keeps it: its words, lowercase, joined by spaces, at most SEARCH_MAX_CHARS. */
export function normalisedSearch(words: readonly string[]): string {
  return Array.from(words.join(" ")).slice(0, SEARCH_MAX_CHARS).join("").trim();
}

/** A text with its matches between MARK_START and MARK_END as parts to render, the marked ones flagged. */
export function markedParts(text: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  for (const [index, piece] of text.split(MARK_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece.replaceAll(MARK_END, ""), marked: false });
      continue;
    }
    const end = piece.indexOf(MARK_END);
    const [marked, rest] = end === -1 ? [piece, ""] : [piece.slice(0, end), piece.slice(end + 1).replaceAll(MARK_END, "")];
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}

/** Text to index: NFC, with no marker character (so a mark can only come from FTS5). */
export function indexableText(text: string): string {
  return text.normalize("NFC").replace(/[\uE000\uE001]/g, " ");
}
