/**
 * An archived issue: a draft file of src/content/issues/ with a small header on top.
 *
 *   ISSUE_DATE: 2025-07-15           the day it was sent (YYYY-MM-DD)
 *   ISSUE_SLUG: retention-by-audience  its web address: /newsletter/issues/<slug>
 *   ISSUE_STYLE: editorial            the email style it was sent in (a key of STYLES)
 *   ISSUE_TITLE: Your average ...     the page title and the feed entry's title
 *
 *   HOOK: ...                        then the draft, as in the previewer (draft.ts)
 *
 * The header is the file's first lines, up to the first blank line.
 */
import { parseDraft } from "./draft.ts";
import { stripMergeTags } from "./merge-tags.ts";
import { isStyleKey } from "./styles/index.ts";
import type { FooterContent, NewsletterContent, StyleKey } from "../newsletter-contract/types.ts";
import type { IssueVideos } from "../newsletter-contract/types.ts";
import { must } from "../must.ts";

export interface IssueMeta {
  /** YYYY-MM-DD, the day the email went out. */
  date: string;
  slug: string;
  style: StyleKey;
  title: string;
}

export interface IssueFile extends IssueMeta {
  /** The draft text, header removed: what the previewer's editor holds. */
  draft: string;
  /** Its videos' titles and which are hidden, when the worker loaded them for its page (worker/publishing). */
  videos?: IssueVideos;
}

const HEADER_LINE = /^ISSUE_(DATE|SLUG|STYLE|TITLE):\s*(.*)$/;
/** A day written YYYY-MM-DD (whether it exists is checked apart). */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Characters XML 1.0 forbids (control characters, U+FFFE, U+FFFF, lone surrogates): one would make the feed unreadable. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ranges are XML 1.0's Char production, range for range
export const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkXmlCharacters(lines: string[], fileName: string): void {
  lines.forEach((line, index) => {
    const found = NOT_IN_XML.exec(line);
    if (!found) return;
    const code = must(found[0].codePointAt(0)).toString(16).toUpperCase().padStart(4, "0");
    throw new Error(
      `${fileName}: line ${index + 1}, column ${found.index + 1} has U+${code}, a character XML forbids (the feed would be unreadable); delete it`,
    );
  });
}

/** Reads an issue file; throws with the file name and what is wrong, so a bad file fails the build. */
export function parseIssueFile(text: string, fileName = "issue"): IssueFile {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  checkXmlCharacters(lines, fileName);
  const header: Record<string, string> = {};
  let index = 0;
  for (; index < lines.length && must(lines[index]).trim() !== ""; index++) {
    const match = HEADER_LINE.exec(must(lines[index]).trim());
    if (!match) throw new Error(`${fileName}: line ${index + 1} is not an ISSUE_ header line; the header ends with a blank line`);
    header[must(match[1])] = must(match[2]).trim();
  }
  const { DATE: date = "", SLUG: slug = "", STYLE: style = "", TITLE: rawTitle = "" } = header;
  // The title shows on the page, in the feed and on the share image, where no subscriber fills Kit's tags.
  const title = stripMergeTags(rawTitle).trim();
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${fileName}: ISSUE_DATE must be a date written YYYY-MM-DD`);
  if (!SLUG.test(slug)) throw new Error(`${fileName}: ISSUE_SLUG must be lowercase words joined by hyphens`);
  if (!isStyleKey(style)) throw new Error(`${fileName}: ISSUE_STYLE must be one of the email styles (minimal, bold, sidebar, magazine, hybrid, editorial)`);
  if (title === "") throw new Error(`${fileName}: ISSUE_TITLE is missing${rawTitle ? " (it holds only merge tags)" : ""}`);
  const draft = `${lines.slice(index).join("\n").trim()}\n`;
  return { date, slug, style, title, draft };
}

const parsed = new WeakMap<IssueFile, Map<string, NewsletterContent>>();

/**
 * The issue's content; footer lines the draft leaves out come from `footer` (the site's own
 * links). Issues are fixed at build time, so each is parsed once per footer and then reused:
 * an issue page costs a render, not a parse.
 */
export function issueContent(issue: IssueFile, footer: FooterContent): NewsletterContent {
  const key = JSON.stringify(footer);
  let byFooter = parsed.get(issue);
  if (!byFooter) {
    byFooter = new Map();
    parsed.set(issue, byFooter);
  }
  let content = byFooter.get(key);
  if (!content) {
    content = parseDraft(issue.draft, { footer });
    byFooter.set(key, content);
  }
  return content;
}

export { ARCHIVE_PATH, FEED_PATH, issuePath, issueUrl } from "./paths.ts";
