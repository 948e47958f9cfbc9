import { issuePath } from "../../publishing/contract";
import type { IssueFile } from "../../newsletter/issue";

/** The issue list's "open in the previewer" link: /newsletter-preview?issue=<slug>. */
export const OPEN_ISSUE_PARAM = "issue";

/** An issue in the repository's file format (GET /internal/issues/<slug>.txt): its text, title, date and style. */
export async function fetchIssueFile(slug: string): Promise<IssueFile> {
  const response = await fetch(`${issuePath(slug)}.txt`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const [{ parseIssueFile }, text] = await Promise.all([import("../../newsletter/issue"), response.text()]);
  return parseIssueFile(text, `${slug}.txt`);
}
