import { useCallback, useEffect, useState } from "react";
import type { PublishedIssue } from "../../publishing/contract";
import { loadPublishedRecord, savePublishedRecord, type PublishedRecord } from "../draft-storage";
import type { Draft } from "../use-draft";

/**
 * Which published issue the draft is (kept beside it in the browser, and told by the server draft
 * it is bound to), so Publish edits it: "Update “title”" only for the issue opened for an edit,
 * never for a new draft. Opening an issue (/newsletter-preview?issue=<slug>) is the server draft's
 * (../drafts/use-server-draft.ts).
 */
export function usePublishedIssue(storageKey: string, draft: Draft) {
  const [record, setRecord] = useState<PublishedRecord | null>(null);

  useEffect(() => setRecord(loadPublishedRecord(storageKey)), [storageKey]);

  /** The issue the draft now is (null: a new issue). */
  const remember = useCallback(
    (next: PublishedRecord | null) => {
      if (next) savePublishedRecord(storageKey, next);
      setRecord(next);
    },
    [storageKey],
  );

  const { attach } = draft;
  const published = useCallback(
    (issue: PublishedIssue) => {
      remember({ slug: issue.slug, title: issue.title, date: issue.date, time: issue.time, send: issue.send, version: issue.version });
      attach(issue.slug);
    },
    [remember, attach],
  );

  // The record holds only while the draft is that issue (a reset or another draft opened ends it).
  return { record: record && record.slug === draft.issueSlug ? record : null, remember, published };
}
