/**
 * Draft format: a newsletter as plain text the owner can paste.
 *
 *   HOOK: One line for the inbox preview and the top of the email.
 *
 *   INTRO:
 *   First paragraph of the intro.
 *
 *   Second paragraph.
 *
 *   # A level-1 section title
 *
 *   A block. Blocks are separated by blank lines; a line break inside a block is kept.
 *
 *   TIP_BOX: A callout (any block starting PROMPT_BOX, TIP_BOX, NOTE_BOX, SIDENOTE_BOX,
 *   BONUS_BOX or HEADER_STACK), PRO_TIP alone on its line, or a list:
 *
 *   * first point
 *   * second point
 *
 *   ## A level-2 section title
 *
 *   FOOTER_FORWARD: Did a friend forward this?
 *   FOOTER_SIGNUP: https://www.example.com/newsletter
 *   FOOTER_UNSUBSCRIBE: Unsubscribe
 *   FOOTER_CTA_TEXT: Sentence before the button.
 *   FOOTER_CTA_BUTTON: Button label
 *   FOOTER_CTA_URL: https://www.example.com/contact
 *
 * Rules: before the first section, text after HOOK: or INTRO: belongs to that field (text with
 * no marker is intro). "# " and "## " start sections. A `VIDEO: <address>` line is a block of its
 * own wherever it stands, in the intro (one right after HOOK: starts it) or in a section, blank
 * lines around it or not: it never reaches readers as a raw line. FOOTER_ lines may appear anywhere, hold
 * one line each, and any that are missing keep the default footer. Consequently a block cannot
 * contain a blank line or start a line with "# ", "## " or a FOOTER_ key.
 */
import { isVideoLine } from "./blocks.ts";
import { sampleNewsletter } from "./sample.ts";
import type { FooterContent, NewsletterContent, Section } from "../newsletter-contract/types.ts";
import { must } from "../must.ts";

/** Draft keys of the footer's own fields and of its call to action's fields. */
const FOOTER_KEYS = { FOOTER_FORWARD: "forwardText", FOOTER_SIGNUP: "signupLink", FOOTER_UNSUBSCRIBE: "unsubscribeText" } as const;
const CTA_KEYS = { FOOTER_CTA_TEXT: "text", FOOTER_CTA_BUTTON: "buttonText", FOOTER_CTA_URL: "url" } as const;

/** Sets the footer field a FOOTER_ line names; false for a key that is not one. */
function setFooterField(footer: FooterContent, key: string, value: string): boolean {
  if (Object.hasOwn(FOOTER_KEYS, key)) footer[FOOTER_KEYS[key as keyof typeof FOOTER_KEYS]] = value;
  else if (Object.hasOwn(CTA_KEYS, key)) footer.cta[CTA_KEYS[key as keyof typeof CTA_KEYS]] = value;
  else return false;
  return true;
}

function footerLines(footer: FooterContent): string[] {
  return [
    ...Object.entries(FOOTER_KEYS).map(([key, field]) => `${key}: ${footer[field]}`),
    ...Object.entries(CTA_KEYS).map(([key, field]) => `${key}: ${footer.cta[field]}`),
  ];
}

const FOOTER_LINE = /^(FOOTER_[A-Z_]+):\s*(.*)$/;
const HEADING_LINE = /^(#{1,2}) +(\S.*)$/;
const FIELD_LINE = /^(HOOK|INTRO):\s*(.*)$/;

export interface ParseDraftOptions {
  /** Footer used for every FOOTER_ line the draft leaves out. */
  footer?: FooterContent;
}

function splitBlocks(lines: string[]): string[] {
  return lines
    .join("\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
}

export function parseDraft(text: string, options: ParseDraftOptions = {}): NewsletterContent {
  const base = options.footer ?? sampleNewsletter.footer;
  const footer: FooterContent = { ...base, cta: { ...base.cta } };
  const fields: Record<"HOOK" | "INTRO", string[]> = { HOOK: [], INTRO: [] };
  let field: keyof typeof fields = "INTRO";
  const sections: { title: string; level: Section["level"]; lines: string[] }[] = [];

  for (const line of text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd())) {
    const footerLine = FOOTER_LINE.exec(line);
    if (footerLine && setFooterField(footer, must(footerLine[1]), must(footerLine[2]).trim())) continue;
    const heading = HEADING_LINE.exec(line);
    if (heading) {
      sections.push({ title: must(heading[2]).trim(), level: must(heading[1]).length === 1 ? 1 : 2, lines: [] });
      continue;
    }
    // A video line stands alone: blank lines around it end the block before and start the next.
    const lines = isVideoLine(line) ? ["", line.trim(), ""] : [line];
    const current = sections.at(-1);
    if (current) {
      current.lines.push(...lines);
      continue;
    }
    const marker = FIELD_LINE.exec(line);
    if (marker) {
      field = marker[1] as keyof typeof fields;
      fields[field].push(must(marker[2]));
      continue;
    }
    // The hook is one line of text: a video after it is the intro's.
    if (lines.length > 1) field = "INTRO";
    fields[field].push(...lines);
  }

  return {
    // Blank lines beyond one separate nothing more (a video line brings its own).
    intro: fields.INTRO.join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
    hook: fields.HOOK.join("\n").trim(),
    footer,
    sections: sections.map(({ title, level, lines }) => ({ title, level, content: splitBlocks(lines) })),
  };
}

/** The draft text for some content; parseDraft(formatDraft(content)) gives the content back. */
export function formatDraft(content: NewsletterContent): string {
  const parts = [
    `HOOK: ${content.hook}`,
    `INTRO:\n${content.intro}`,
    ...content.sections.flatMap((section) => [`${"#".repeat(section.level)} ${section.title}`, ...section.content]),
    footerLines(content.footer).join("\n"),
  ];
  return `${parts.join("\n\n")}\n`;
}
