import { issuePath } from "../../publishing/contract";
import { SHARE_CARD_MISSING_HEADER } from "../../publishing/share-card-contract";
import type { IssueFile } from "../../newsletter/issue";

/** The issue list's "open in the previewer" link: /newsletter-preview?issue=<slug>. */
export const OPEN_ISSUE_PARAM = "issue";

/**
 * An issue in the repository's file format (GET /internal/issues/<slug>.txt): its text, title, date
 * and style. An issue published without its share card (by a script) gets it drawn here and sent,
 * without holding up the opening.
 */
export async function fetchIssueFile(slug: string): Promise<IssueFile> {
  const response = await fetch(`${issuePath(slug)}.txt`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const [{ parseIssueFile }, text] = await Promise.all([import("../../newsletter/issue"), response.text()]);
  const issue = parseIssueFile(text, `${slug}.txt`);
  if (response.headers.get(SHARE_CARD_MISSING_HEADER))
    void import("../publish/share-card-send")
      .then(({ uploadShareCard }) => uploadShareCard(issue))
      .catch((error: unknown) => console.warn("[publish] share card not sent:", error));
  return issue;
}
