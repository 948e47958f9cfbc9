import type { ComponentType } from "react";
import { ArchivePage } from "../sections/issue/ArchivePage";
import { IssuePage } from "../sections/issue/IssuePage";
import { issues, neighbours } from "../newsletter/archive";
import { issuePath } from "../newsletter/paths";
import { useIssues } from "../issues-context";
import { usePageContext } from "../page-context";

/** The archive index of the newsletter: every issue on the web, newest first. */
export function NewsletterArchivePage() {
  return <ArchivePage issues={useIssues()} />;
}

/** One page per issue of src/content/issues/, by slug. */
export const newsletterIssuePages: Record<string, ComponentType> = Object.fromEntries(
  issues.map((issue) => {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per issue when the module loads, never in a render: each route keeps one page
    const Page = () => <IssuePage issue={issue} neighbours={neighbours(issue.slug, useIssues())} />;
    Page.displayName = `NewsletterIssuePage(${issue.slug})`;
    return [issue.slug, Page];
  }),
);

/** The page of an issue published from the previewer: the one of the page's path among the issues on the web. */
export function PublishedIssuePage() {
  const { path } = usePageContext();
  const list = useIssues();
  const issue = list.find((candidate) => issuePath(candidate.slug) === path);
  return issue ? <IssuePage issue={issue} neighbours={neighbours(issue.slug, list)} /> : null;
}
