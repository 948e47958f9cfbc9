import type { ComponentType } from "react";
import { ArchivePage } from "../components/issue/ArchivePage";
import { IssuePage } from "../components/issue/IssuePage";
import { issues, neighbours } from "../newsletter/archive";

/** The archive index of The Playback: every sent issue, newest first. */
export function NewsletterArchivePage() {
  return <ArchivePage issues={issues} />;
}

/** One page per sent issue (src/content/issues/), by slug. */
export const newsletterIssuePages: Record<string, ComponentType> = Object.fromEntries(
  issues.map((issue) => {
    const Page = () => <IssuePage issue={issue} neighbours={neighbours(issue.slug)} />;
    Page.displayName = `NewsletterIssuePage(${issue.slug})`;
    return [issue.slug, Page];
  }),
);
