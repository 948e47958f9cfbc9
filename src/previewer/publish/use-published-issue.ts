import { useCallback, useEffect, useState } from "react";
import { previewerTexts as texts } from "../../content/previewer";
import type { StyleKey } from "../../newsletter/types";
import { issuePath, SLUG_PATTERN, type PublishedIssue } from "../../publishing/contract";
import { SHARE_CARD_MISSING_HEADER } from "../../publishing/share-card-contract";
import { loadPublishedRecord, savePublishedRecord, type PublishedRecord } from "../draft-storage";
import { fillTemplate } from "../fill-template";
import type { Draft } from "../use-draft";

/** The issue list's "open in the previewer" link: /newsletter-preview?issue=<slug>. */
export const OPEN_ISSUE_PARAM = "issue";

/**
 * Which published issue the draft is (kept beside it in the browser, so Publish edits it after a
 * reload), and the issue the page's address asks to open: its text in the repository's file
 * format (GET /internal/issues/<slug>.txt) replaces the draft, with its title, address, date and style.
 */
export function usePublishedIssue(storageKey: string, draft: Draft, setStyle: (style: StyleKey) => void) {
  const [record, setRecord] = useState<PublishedRecord | null>(null);
  const [notice, setNotice] = useState("");

  useEffect(() => setRecord(loadPublishedRecord(storageKey)), [storageKey]);

  const { open } = draft;
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get(OPEN_ISSUE_PARAM);
    if (slug === null || !SLUG_PATTERN.test(slug)) return;
    let cancelled = false;
    (async () => {
      const response = await fetch(`${issuePath(slug)}.txt`, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const [{ parseIssueFile }, text] = await Promise.all([import("../../newsletter/issue"), response.text()]);
      const issue = parseIssueFile(text, `${slug}.txt`);
      // Published without its share card (by a script): drawn here and kept, without holding up the opening.
      if (response.headers.get(SHARE_CARD_MISSING_HEADER)) void import("./share-card-send").then(({ uploadShareCard }) => uploadShareCard(issue)).catch((error: unknown) => console.warn("[publish] share card not sent:", error));
      return issue;
    })().then(
      (issue) => {
        if (cancelled) return;
        // Opened once: a reload keeps the owner's edits instead of fetching the issue again.
        const address = new URL(window.location.href);
        address.searchParams.delete(OPEN_ISSUE_PARAM);
        window.history.replaceState(window.history.state, "", address);
        open(issue.draft, issue.slug);
        setStyle(issue.style);
        const opened = { slug: issue.slug, title: issue.title, date: issue.date };
        savePublishedRecord(storageKey, opened);
        setRecord(opened);
        setNotice(fillTemplate(texts.openedPublished, { title: issue.title }));
      },
      (error: unknown) => {
        if (!cancelled) setNotice(fillTemplate(texts.openFailed, { slug, reason: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      cancelled = true;
    };
    // Once per page load: the address names the issue to open.
  }, [storageKey]);

  const published = useCallback(
    (issue: PublishedIssue) => {
      const next = { slug: issue.slug, title: issue.title, date: issue.date };
      savePublishedRecord(storageKey, next);
      setRecord(next);
      draft.attach(issue.slug);
    },
    [storageKey, draft],
  );

  // The record holds only while the draft is that issue (a reset or another issue opened ends it).
  return { record: record && record.slug === draft.issueSlug ? record : null, notice, published };
}
