/**
 * The draft's videos, checked before sending: each `VIDEO:` line names a YouTube video the site
 * knows and shows; and no line reaches readers as a raw "VIDEO: …" (in the hook, a section title, a
 * callout's first line or the closing call to action, where a video card cannot stand).
 */
import { classifyBlock, introBlocks, type Block } from "../newsletter/blocks";
import type { IssueVideos, NewsletterContent } from "../newsletter-contract/types";

export type VideoProblemCode = "VIDEO_AS_TEXT" | "VIDEO_NOT_YOUTUBE" | "VIDEO_UNKNOWN" | "VIDEO_HIDDEN";

export interface VideoProblem {
  code: VideoProblemCode;
  /** Where it is: "HOOK", "INTRO", a section's title, or FOOTER_CTA_TEXT. */
  where: string;
  /** The video's address, or the raw line. */
  subject: string;
}

/** What the site knows of the videos, when its channel is on: none is "unknown" without it. */
export type SiteVideos = IssueVideos;

/** Errors stop the publish; a video the site does not know or hides only warns (the email still has its link). */
export const VIDEO_PROBLEM_LEVELS: Record<VideoProblemCode, "error" | "warning"> = {
  VIDEO_AS_TEXT: "error",
  VIDEO_NOT_YOUTUBE: "error",
  VIDEO_UNKNOWN: "warning",
  VIDEO_HIDDEN: "warning",
};

const RAW_VIDEO_LINE = /^\s*video:/i;

/** The words of a block a reader reads as text (a video block has none). */
function textsOf(block: Block): string[] {
  switch (block.kind) {
    case "text":
      return [block.text];
    case "callout":
      return [block.body];
    case "list":
      return block.items.map((item) => item.text);
    default:
      return [];
  }
}

function rawLines(where: string, texts: string[]): VideoProblem[] {
  return texts
    .flatMap((text) => text.split("\n"))
    .filter((line) => RAW_VIDEO_LINE.test(line))
    .map((line) => ({ code: "VIDEO_AS_TEXT", where, subject: line.trim().slice(0, 120) }));
}

function videoProblem(block: Extract<Block, { kind: "video" }>, where: string, site: SiteVideos | undefined): VideoProblem[] {
  if (!block.id) return [{ code: "VIDEO_NOT_YOUTUBE", where, subject: block.url }];
  if (!site) return [];
  if (site.hidden.includes(block.id)) return [{ code: "VIDEO_HIDDEN", where, subject: block.url }];
  return Object.hasOwn(site.titles, block.id) ? [] : [{ code: "VIDEO_UNKNOWN", where, subject: block.url }];
}

/** Every video card of the content, and where it stands. */
export function videoBlocksOf(content: NewsletterContent): { where: string; block: Extract<Block, { kind: "video" }> }[] {
  const placed = [
    ...introBlocks(content.intro).map((block) => ({ where: "INTRO", block })),
    ...content.sections.flatMap((section) => section.content.map((raw) => ({ where: section.title, block: classifyBlock(raw) }))),
  ];
  return placed.flatMap(({ where, block }) => (block.kind === "video" ? [{ where, block }] : []));
}

/** The draft's video problems; `site` is what the site knows of its videos (none checked as unknown without it). */
export function checkVideos(content: NewsletterContent, site?: SiteVideos): VideoProblem[] {
  const intro = introBlocks(content.intro);
  const sections = content.sections.map((section) => ({ title: section.title, blocks: section.content.map(classifyBlock) }));
  return [
    ...rawLines("HOOK", [content.hook]),
    ...rawLines("INTRO", intro.flatMap(textsOf)),
    ...sections.flatMap((section) => [...rawLines(section.title, [section.title]), ...rawLines(section.title, section.blocks.flatMap(textsOf))]),
    ...rawLines("FOOTER_CTA_TEXT", [content.footer.cta.text]),
    ...videoBlocksOf(content).flatMap(({ where, block }) => videoProblem(block, where, site)),
  ];
}
