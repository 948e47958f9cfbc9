import type { Context } from "hono";
import type { IssueFile } from "../../src/newsletter";
import type { AppEnv } from "../config";
import { issueOfRow, repositoryIssue } from "./catalogue";
import { findIssue } from "../issues";
import { keptShareCard } from "./share-image";
import { SHARE_CARD_MISSING_HEADER } from "../../src/publishing";

/** An issue in the repository's file format (src/newsletter/issue.ts): four header lines, a blank line, the draft. */
export function issueFileText(issue: IssueFile): string {
  return [`ISSUE_DATE: ${issue.date}`, `ISSUE_SLUG: ${issue.slug}`, `ISSUE_STYLE: ${issue.style}`, `ISSUE_TITLE: ${issue.title}`, "", issue.draft].join("\n");
}

/** GET /internal/issues/<slug>.txt: any issue, published, scheduled, unpublished or in the repository, so nothing is locked in. */
export async function exportIssueFile(c: Context<AppEnv>): Promise<Response> {
  const slug = (c.req.param("file") ?? "").replace(/\.txt$/, "");
  let issue: IssueFile | undefined = repositoryIssue(slug);
  // An issue published without its card (by a script): the previewer that opens it draws and sends one.
  let cardMissing = false;
  if (!issue) {
    const row = await findIssue(c.env.DB, slug);
    if (row) issue = issueOfRow(row);
    if (row) cardMissing = !(await keptShareCard(c.env.DB, row));
  }
  if (!issue) return c.text("No issue at this address.", 404, { "Cache-Control": "no-store" });
  return c.body(issueFileText(issue), 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Disposition": `inline; filename="${issue.date}-${issue.slug}.txt"`,
    ...(cardMissing ? { [SHARE_CARD_MISSING_HEADER]: "missing" } : {}),
  });
}
