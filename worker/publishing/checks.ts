import { publishProblems as words } from "../../src/content";
import { parseDraft, DATE, NOT_IN_XML, siteFooter, stripMergeTags, issueUrl, renderNewsletterLinks, type IssueLink, isStyleKey } from "../../src/newsletter";
// The characters a feed cannot hold and the date shape, as an issue file is checked.
import type { IssueVideos, NewsletterContent, RenderOptions, StyleKey } from "../../src/newsletter-contract";
import { checkEmail, carelessProblems, problemsOfReport } from "../../src/presend-checks";
import { fillTemplate } from "../../src/fill-template";
import { PREVIEW_TEXT_MAX_CHARS, SLUG_MAX_CHARS, SLUG_PATTERN, SUBJECT_MAX_CHARS, TITLE_MAX_CHARS, type PublishProblem } from "../../src/publishing";
import type { IssueText } from "../issues";

/** The fields as sent, before any check (a form post and a JSON body both become this). */
export interface SentFields {
  title?: string;
  slug?: string;
  date?: string;
  style?: string;
  draft?: string;
  acceptWarnings: boolean;
  /** `draft` | `schedule` (./schedule.ts); undefined when not sent. */
  send?: string;
  /** HH:MM, the owner's clock. */
  time?: string;
  /** The email's subject and preview text; undefined when not sent (an edit keeps the issue's). */
  subject?: string;
  previewText?: string;
  /** An edit's `base_version` as sent (./stale-edit.ts); undefined: no check. */
  baseVersion?: string;
}

const problem = (field: PublishProblem["field"], code: string, message: string, level: PublishProblem["level"] = "error"): PublishProblem => ({
  field,
  level,
  code,
  message,
});

/** A day that exists: 2025-02-30 is not one. */
export function isDay(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The draft as the file format keeps it: line ends unified, trimmed, one final line end (as parseIssueFile reads a file). */
export const normalDraft = (draft: string) => `${draft.replace(/\r\n?/g, "\n").trim()}\n`;
/** A title on one line, spaces collapsed: the file's ISSUE_TITLE is one line. */
export const normalTitle = (title: string) => title.replace(/\s+/g, " ").trim();

/**
 * The issue's email as Kit gets it: the draft with the site's footer, in its style, linking to its
 * page; or to `webUrl` (a draft bound to no issue yet, whose test links to its preview).
 */
export function issueEmail(
  issue: Pick<IssueText, "draft" | "style"> & { slug?: string; webUrl?: string },
  siteUrl: string,
  videos?: IssueVideos,
): { content: NewsletterContent; html: string; options: RenderOptions; links: IssueLink[] } {
  const content = parseDraft(issue.draft, { footer: siteFooter(siteUrl) });
  // The issue's slug tags every link to the site (src/newsletter/link-tags.ts); a draft bound to no issue has none yet.
  const options: RenderOptions = {
    webUrl: issue.webUrl ?? issueUrl(issue.slug, siteUrl),
    siteUrl: new URL(siteUrl).origin,
    ...(issue.slug ? { campaign: issue.slug } : {}),
    ...(videos ? { videoTitles: videos.titles, hiddenVideos: videos.hidden } : {}),
  };
  return { content, options, ...renderNewsletterLinks(content, issue.style, options) };
}

/**
 * Checks what was sent: every problem at once, each naming its field. `slugFixed` is the address
 * of an issue being edited (its slug cannot change). The email's own problems come from the
 * pre-send checks (src/presend-checks/), the same code the owner sees in the previewer.
 */
export function checkIssue(
  sent: SentFields,
  { today, siteUrl, slugFixed, newestLiveDate, videos }: { today: string; siteUrl: string; slugFixed?: string; newestLiveDate?: string; videos?: IssueVideos },
): { issue?: IssueText; problems: PublishProblem[] } {
  const problems: PublishProblem[] = [];
  const title = normalTitle(sent.title ?? "");
  if (stripMergeTags(title).trim() === "") problems.push(problem("title", "TITLE_MISSING", words.titleMissing));
  else if ([...title].length > TITLE_MAX_CHARS) problems.push(problem("title", "TITLE_TOO_LONG", words.titleTooLong));
  else if (NOT_IN_XML.test(title)) problems.push(problem("title", "TITLE_BAD_CHARACTER", words.titleBadCharacter));

  // One line each, as the inbox shows them; empty: the title / the hook.
  const subject = sent.subject === undefined ? undefined : normalTitle(sent.subject) || null;
  if (subject && [...subject].length > SUBJECT_MAX_CHARS) problems.push(problem("subject", "SUBJECT_TOO_LONG", words.subjectTooLong));
  const previewText = sent.previewText === undefined ? undefined : normalTitle(sent.previewText) || null;
  if (previewText && [...previewText].length > PREVIEW_TEXT_MAX_CHARS) problems.push(problem("previewText", "PREVIEW_TEXT_TOO_LONG", words.previewTextTooLong));

  const slug = (sent.slug ?? slugFixed ?? "").trim();
  if (slugFixed !== undefined && slug !== slugFixed) problems.push(problem("slug", "SLUG_LOCKED", words.slugLocked));
  // An address left empty follows the title: with no title, the title's error says it all.
  else if (slug === "") {
    if (!problems.some((p) => p.code === "TITLE_MISSING")) problems.push(problem("slug", "SLUG_MISSING", words.slugMissing));
  } else if (slug.length > SLUG_MAX_CHARS) problems.push(problem("slug", "SLUG_TOO_LONG", words.slugTooLong));
  else if (!SLUG_PATTERN.test(slug)) problems.push(problem("slug", "SLUG_INVALID", words.slugInvalid));

  const date = (sent.date ?? "").trim() || today;
  if (!isDay(date)) problems.push(problem("date", "DATE_INVALID", words.dateInvalid));

  const style = (sent.style ?? "").trim();
  if (!isStyleKey(style)) problems.push(problem("style", "STYLE_UNKNOWN", words.styleUnknown));

  const draftText = sent.draft ?? "";
  const badLine = draftText
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .findIndex((line) => NOT_IN_XML.test(line));
  if (draftText.trim() === "") problems.push(problem("draft", "DRAFT_EMPTY", words.draftEmpty));
  else if (badLine !== -1) problems.push(problem("draft", "DRAFT_BAD_CHARACTER", fillTemplate(words.draftBadCharacter, { line: badLine + 1 })));

  const draftOk = !problems.some((p) => p.field === "draft");
  if (draftOk && isStyleKey(style))
    problems.push(...emailProblems({ draft: normalDraft(draftText), style, slug: SLUG_PATTERN.test(slug) ? slug : "issue" }, siteUrl, videos));
  // The careless inputs the Publish form checks too: a back-dated issue, the sample, a bare address.
  problems.push(
    ...carelessProblems({ draft: draftOk ? draftText : "", date: isDay(date) ? date : today, today, ...(newestLiveDate ? { newestLiveDate } : {}) }),
  );

  if (!sent.acceptWarnings && problems.length > 0 && problems.every((p) => p.level === "warning")) {
    problems.push(problem("body", "WARNINGS_NOT_ACCEPTED", words.warningsNotAccepted, "warning"));
  }
  const blocked = problems.some((p) => p.level === "error") || (!sent.acceptWarnings && problems.length > 0);
  if (blocked || !isStyleKey(style)) return { problems };
  const lines = { ...(subject !== undefined ? { subject } : {}), ...(previewText !== undefined ? { preview_text: previewText } : {}) };
  return { issue: { slug, title, date, style: style as StyleKey, draft: normalDraft(draftText), ...lines }, problems };
}

function emailProblems(issue: Pick<IssueText, "draft" | "style" | "slug">, siteUrl: string, videos: IssueVideos | undefined): PublishProblem[] {
  const { content, html } = issueEmail(issue, siteUrl, videos);
  if (content.hook.trim() === "" && content.intro.trim() === "" && content.sections.length === 0)
    return [problem("draft", "DRAFT_NO_CONTENT", words.draftNoContent)];
  // The same findings, codes, levels and words as the previewer's Publish form shows before it sends.
  return problemsOfReport(checkEmail(html, content, videos));
}
