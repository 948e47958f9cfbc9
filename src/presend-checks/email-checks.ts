/**
 * Checks the owner runs before sending: size against Gmail's clipping limit, Kit's merge tags,
 * links and image alt text in the HTML, and links in the draft that the generator had to drop.
 */
import { safeHref } from "../newsletter/inline-html";
import type { NewsletterContent } from "../newsletter-contract/types";
import { GMAIL_CLIP_BYTES, SIZE_WARNING_SHARE, type presendProblems } from "../content/previewer";
import { attributeOf, byteLength, links, openingTags } from "./html-scan";
import { checkVideos, videoBlocksOf, type SiteVideos, type VideoProblem } from "./video-lines";

export type CheckStatus = "ok" | "warn" | "fail";
export type ProblemKind = keyof typeof presendProblems;

export interface SizeCheck {
  bytes: number;
  limit: number;
  status: CheckStatus;
}

export interface MergeTagCheck {
  key: "unsubscribe" | "address";
  tag: string;
  present: boolean;
}

export interface Problem {
  /** What is wrong, e.g. the link's text or the image's source. */
  subject: string;
  detail: string;
  kind: ProblemKind;
}

export interface EmailReport {
  size: SizeCheck;
  mergeTags: MergeTagCheck[];
  linkCount: number;
  linkProblems: Problem[];
  imageCount: number;
  imageProblems: Problem[];
  /** Links in the draft that the email had to leave out. */
  droppedLinks: DroppedLink[];
  /** VIDEO: lines that are no card, name no video, or one the site does not know or hides (./video-lines.ts). */
  videoProblems: VideoProblem[];
  /** The draft's video cards. */
  videoCount: number;
  /** Things to fix before sending (a size warning counts). */
  issueCount: number;
}

/** Kit fills these in; a template without them fails Kit's (and the law's) unsubscribe rules. */
const MERGE_TAGS = [
  { key: "unsubscribe", tag: "{{ unsubscribe_url }}", pattern: /\shref\s*=\s*["']\{\{\s*unsubscribe_url\s*\}\}["']/i },
  { key: "address", tag: "{{ address }}", pattern: /\{\{\s*address\s*\}\}/i },
] as const;

const UNSUBSCRIBE_HREF = /^\{\{\s*unsubscribe_url\s*\}\}$/;

export function checkSize(html: string, limit = GMAIL_CLIP_BYTES): SizeCheck {
  const bytes = byteLength(html);
  const status = bytes > limit ? "fail" : bytes > limit * SIZE_WARNING_SHARE ? "warn" : "ok";
  return { bytes, limit, status };
}

export function checkMergeTags(html: string): MergeTagCheck[] {
  return MERGE_TAGS.map(({ key, tag, pattern }) => ({ key, tag, present: pattern.test(html) }));
}

function linkProblem(href: string | undefined): ProblemKind | null {
  const value = href?.trim() ?? "";
  if (value === "") return "emptyHref";
  if (UNSUBSCRIBE_HREF.test(value) || /^(https:\/\/|mailto:)/i.test(value)) return null;
  return "notHttps";
}

export function checkLinks(html: string): { count: number; problems: Problem[] } {
  const found = links(html);
  const problems: Problem[] = [];
  for (const link of found) {
    const kind = linkProblem(link.href);
    const subject = link.text || link.href || "(link)";
    if (kind) problems.push({ subject, detail: link.href ?? "", kind });
    else if (link.text === "") problems.push({ subject: link.href ?? "", detail: "", kind: "emptyText" });
  }
  return { count: found.length, problems };
}

export function checkImages(html: string): { count: number; problems: Problem[] } {
  const images = openingTags(html, "img");
  const problems = images
    .filter((tag) => !attributeOf(tag, "alt")?.trim())
    .map((tag): Problem => ({ subject: attributeOf(tag, "src") ?? "(image)", detail: "", kind: "missingAlt" }));
  return { count: images.length, problems };
}

/** Every check of the email, and of the draft it came from when given; `videos`: what the site knows of its videos. */
export function checkEmail(html: string, content?: NewsletterContent, videos?: SiteVideos): EmailReport {
  const size = checkSize(html);
  const mergeTags = checkMergeTags(html);
  const linkCheck = checkLinks(html);
  const imageCheck = checkImages(html);
  const dropped = content ? droppedLinks(content) : [];
  const videoProblems = content ? checkVideos(content, videos) : [];
  const issueCount =
    (size.status === "ok" ? 0 : 1) +
    mergeTags.filter((tag) => !tag.present).length +
    linkCheck.problems.length +
    imageCheck.problems.length +
    dropped.length +
    videoProblems.length;
  return {
    size,
    mergeTags,
    linkCount: linkCheck.count,
    linkProblems: linkCheck.problems,
    imageCount: imageCheck.count,
    imageProblems: imageCheck.problems,
    droppedLinks: dropped,
    videoProblems,
    videoCount: content ? videoBlocksOf(content).length : 0,
    issueCount,
  };
}

export interface DroppedLink {
  /** Where the owner wrote it: a draft key or a section title. */
  where: string;
  href: string;
}

const HREF_IN_TEXT = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function refusedHrefs(text: string): string[] {
  return [...text.matchAll(HREF_IN_TEXT)].map((match) => match[1] ?? match[2] ?? match[3] ?? "").filter((href) => safeHref(href) === null);
}

/**
 * Links the generator leaves out because they are not https or mailto: a link in the text keeps
 * only its words, and a bad FOOTER_SIGNUP or FOOTER_CTA_URL drops the signup link or the button.
 */
export function droppedLinks(content: NewsletterContent): DroppedLink[] {
  const texts: { where: string; text: string }[] = [
    { where: "HOOK", text: content.hook },
    { where: "INTRO", text: content.intro },
    ...content.sections.flatMap((section) => section.content.map((text) => ({ where: section.title, text }))),
    { where: "FOOTER_FORWARD", text: content.footer.forwardText },
    { where: "FOOTER_CTA_TEXT", text: content.footer.cta.text },
  ];
  const dropped = texts.flatMap(({ where, text }) => refusedHrefs(text).map((href) => ({ where, href })));
  const footerUrls = [
    { where: "FOOTER_SIGNUP", href: content.footer.signupLink },
    { where: "FOOTER_CTA_URL", href: content.footer.cta.url },
  ];
  return [...dropped, ...footerUrls.filter(({ href }) => safeHref(href) === null)];
}
