import { useCallback, useMemo } from "react";
// From the generator's own modules, not its index: the index also re-exports the plain-text
// renderer, whose HTML parser (html-to-text) would land in the page's first JavaScript.
import { renderNewsletter } from "../newsletter/render";
import { parseDraft } from "../newsletter/draft";
import type { FooterContent, NewsletterContent, StyleKey } from "../newsletter-contract/types";
import { checkEmail, type EmailReport } from "../presend-checks/email-checks";
import { useSiteVideos } from "./use-site-videos";

export interface IssueEmail {
  content: NewsletterContent;
  html: string;
  report: EmailReport;
  /** The checks of the draft as typed, even within the preview's pause after typing (Publish runs them). */
  checkNow(): EmailReport;
}

/**
 * The email of the draft in a style, and its pre-send checks. Its VIDEO: lines' cards carry the
 * titles the site knows, and the checks name a video the site does not know or hides.
 */
export function useIssueEmail({
  committed,
  typed,
  footer,
  style,
  webUrl,
}: {
  committed: string;
  typed: string;
  footer: FooterContent;
  style: StyleKey;
  webUrl: string;
}): IssueEmail {
  const content = useMemo(() => parseDraft(committed, { footer }), [committed, footer]);
  const videos = useSiteVideos(content);
  const options = useMemo(() => ({ webUrl, videoTitles: videos.shown.titles, hiddenVideos: videos.shown.hidden }), [webUrl, videos.shown]);
  const html = useMemo(() => renderNewsletter(content, style, options), [content, style, options]);
  const report = useMemo(() => checkEmail(html, content, videos.checked), [html, content, videos.checked]);
  const checkNow = useCallback(() => {
    const current = parseDraft(typed, { footer });
    return checkEmail(renderNewsletter(current, style, options), current, videos.checked);
  }, [typed, footer, style, options, videos.checked]);
  return { content, html, report, checkNow };
}
