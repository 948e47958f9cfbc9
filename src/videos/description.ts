import { watchUrl } from "./contract";
import { must } from "../must.ts";

/**
 * A video's description as the page shows it: his plain text (never HTML), its web addresses made
 * links, and its timestamped lines (`1:15 Why retention matters`) taken out as chapters.
 */

export type Segment = { kind: "text"; text: string } | { kind: "link"; href: string; text: string; external: boolean };

export interface Chapter {
  /** Seconds from the start. */
  start: number;
  /** As he wrote it: `1:15`. */
  label: string;
  title: string;
  /** The moment on YouTube: `…watch?v=<id>&t=75s`. */
  url: string;
}

export interface DescriptionView {
  /** Paragraphs (blank-line separated), each of lines, each of segments. */
  paragraphs: Segment[][][];
  chapters: Chapter[];
}

/** `h:mm:ss` or `m:ss` at a line's start, then the chapter's name (a dash or colon between allowed). */
const CHAPTER_LINE = /^\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\s*(?:[-–—:|]\s*)?(\S.*)$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

function chapterOf(line: string, videoId: string): Chapter | undefined {
  const match = CHAPTER_LINE.exec(line);
  if (!match) return undefined;
  const [, hours, minutes, seconds, title] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return undefined;
  const start = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  const label = line
    .trim()
    .slice(0, line.trim().length - must(title).length)
    .replace(/[\s\-–—:|]+$/, "");
  return { start, label, title: must(title).trim(), url: `${watchUrl(videoId)}&t=${start}s` };
}

function segmentsOf(line: string, siteOrigin: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(TRAILING, "");
    if (!URL.canParse(href)) continue;
    if (match.index > at) segments.push({ kind: "text", text: line.slice(at, match.index) });
    segments.push({ kind: "link", href, text: href, external: new URL(href).origin !== siteOrigin });
    at = match.index + href.length;
  }
  if (at < line.length) segments.push({ kind: "text", text: line.slice(at) });
  return segments;
}

/** The description of `videoId` for its page on `siteUrl` (links to the site itself are not marked nofollow). */
export function describe(description: string, videoId: string, siteUrl: string): DescriptionView {
  const siteOrigin = new URL(siteUrl).origin;
  const chapters: Chapter[] = [];
  const paragraphs: Segment[][][] = [];
  for (const block of description.split(/\n\s*\n/)) {
    const lines: Segment[][] = [];
    for (const line of block.split("\n")) {
      const chapter = chapterOf(line, videoId);
      if (chapter) chapters.push(chapter);
      else if (line.trim()) lines.push(segmentsOf(line, siteOrigin));
    }
    if (lines.length > 0) paragraphs.push(lines);
  }
  chapters.sort((a, b) => a.start - b.start);
  return { paragraphs, chapters };
}

/** A short plain-text summary (meta description, Open Graph, JSON-LD): the first words, never markup. */
export function summaryOf(description: string, fallback: string, max = 160): string {
  const text = description
    .split("\n")
    .filter((line) => !CHAPTER_LINE.test(line))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return fallback;
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
