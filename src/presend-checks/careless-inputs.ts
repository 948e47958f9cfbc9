import { carelessMessages as messages } from "../content/publish-form";
import { parseDraft } from "../newsletter/draft";
import { createSampleNewsletter } from "../newsletter/sample";
import { STARTER_DRAFT } from "../newsletter/starter";
import type { PublishProblem } from "../publishing/contract";
import { fillTemplate } from "../fill-template";
import { must } from "../must.ts";

/**
 * Inputs that publish fine but are rarely meant: the pre-send panel's checks beside the email's
 * own (./check-problems.ts), run by the Publish form and again by the endpoint
 * (worker/publishing/checks.ts). Judgement on each level:
 * - the built-in sample untouched (its hook and its intro both still the sample's) is an error:
 *   July's sample sent to every subscriber is never what he means, and nothing in it is his;
 * - the sample's hook or intro left in an edited draft, or a starter placeholder, is a warning:
 *   he may quote a line on purpose;
 * - a date before the newest issue on the web, or more than a year before his today (a 2020
 *   for a 2026), is a warning: a back-dated issue is sometimes meant, and the archive then
 *   lists it under that day instead of first;
 * - a bare address in the text is a warning with its line: the email shows it as plain text.
 */
export interface CarelessInput {
  draft: string;
  /** YYYY-MM-DD as sent (empty: his today). */
  date: string;
  /** His today, YYYY-MM-DD in his zone. */
  today: string;
  /** The newest issue on the web (other than this one), when the caller knows it. */
  newestLiveDate?: string;
}

const YEAR_MS = 365 * 86_400_000;
/** Lines the starter drafts and templates leave for him to replace. */
const PLACEHOLDER = /\[(?:write|your|add|replace|title|hook|link)[^\]]*\]|\bTODO\b|\blorem ipsum\b/i;
/** An address written out: https://…, http://… or www.… (an <a> or an attribute already holds it otherwise). */
const BARE_URL = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"')\]]+/i;
const FOOTER_LINE = /^FOOTER_[A-Z_]+:/;
/** The words of "New issue"'s starter lines (not its bare headings): one left in the draft is a placeholder. */
const STARTER_LINES = new Set(
  STARTER_DRAFT.split("\n")
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/).length > 3),
);
const isPlaceholder = (line: string) => PLACEHOLDER.test(line) || STARTER_LINES.has(line.trim());

const sampleText = (() => {
  let cached: { hook: string; intro: string } | undefined;
  return () => (cached ??= (({ hook, intro }) => ({ hook, intro }))(createSampleNewsletter()));
})();

const problem = (
  field: PublishProblem["field"],
  level: PublishProblem["level"],
  code: keyof typeof messages,
  values: Record<string, string | number> = {},
): PublishProblem => ({ field, level, code, message: fillTemplate(messages[code], values) });

export function carelessProblems({ draft, date, today, newestLiveDate }: CarelessInput): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const day = date.trim() || today;
  if (newestLiveDate && day < newestLiveDate) problems.push(problem("date", "warning", "DATE_BEFORE_NEWEST", { date: day, newest: newestLiveDate }));
  if (Date.parse(`${day}T00:00:00Z`) < Date.parse(`${today}T00:00:00Z`) - YEAR_MS)
    problems.push(problem("date", "warning", "DATE_FAR_PAST", { date: day, today }));

  const text = draft.replace(/\r\n?/g, "\n");
  if (text.trim() === "") return problems;
  const content = parseDraft(text);
  const sample = sampleText();
  const sameHook = content.hook.trim() === sample.hook;
  const sameIntro = content.intro.trim() === sample.intro;
  if (sameHook && sameIntro) problems.push(problem("draft", "error", "SAMPLE_UNTOUCHED"));
  else if (sameHook || sameIntro) problems.push(problem("draft", "warning", "SAMPLE_LEFT", { part: sameHook ? "hook" : "intro" }));

  const lines = text.split("\n");
  const placeholder = lines.findIndex(isPlaceholder);
  if (placeholder !== -1)
    problems.push(problem("draft", "warning", "STARTER_PLACEHOLDER", { line: placeholder + 1, text: must(lines[placeholder]).trim().slice(0, 80) }));

  lines.forEach((line, index) => {
    // FOOTER_ lines and a VIDEO: line hold their address on purpose (the video's line becomes its thumbnail).
    if (FOOTER_LINE.test(line.trim()) || line.startsWith("VIDEO:")) return;
    // Links and attributes hold addresses on purpose: only what is left is shown as text.
    const shown = line.replace(/<a\b[^>]*>.*?<\/a>/gi, " ").replace(/<[^>]*>/g, " ");
    const bare = BARE_URL.exec(shown);
    if (bare) problems.push(problem("draft", "warning", "BARE_URL", { line: index + 1, url: bare[0] }));
  });
  return problems;
}
