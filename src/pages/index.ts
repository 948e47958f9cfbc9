/**
 * The face of src/pages/, the pages the worker renders outside the route table: the owner's pages,
 * errors and answers. The worker enters the module here (test/unit/module-boundaries.test.ts); the
 * site's own files import the inner file they need, so a browser bundle carries no more than that.
 */
export { ApplicationErrorPage } from "./application-error.tsx";
export { GoneIssuePage } from "./gone-issue.tsx";
export { GoneVideoPage } from "./gone-video.tsx";
export { guideThankYouPages } from "./guide-thank-you.tsx";
export { StatsPage } from "./internal-stats.tsx";
export { DeletedDraftsPage } from "./internal/deleted-drafts.tsx";
export { needsOf } from "./internal/desk-needs.ts";
export { DeskPage } from "./internal/desk.tsx";
export { weeklyEmailWords, weeklyMail } from "./internal/weekly-email.ts";
export { type HistoryEntry, HistoryPage, HistoryTextPage, type TextPageProps } from "./internal/draft-history.tsx";
export { draftPreviewerPath } from "./internal/draft-list.tsx";
export { InquiriesPage } from "./internal/inquiries.tsx";
export { IssueChangedPage } from "./internal/issue-changed.tsx";
export { type IssueListing, issueMomentInWords, IssuesPage } from "./internal/issues.tsx";
export { type DeadLetterRow, SignupsPage, type SignupsPageProps } from "./internal/signups.tsx";
export { OwnerVideosPage, type OwnerVideosPageProps } from "./internal/videos.tsx";
export { NewsletterSearchPage, SearchNoticePage } from "./newsletter-search.tsx";
export { NewsletterPage } from "./newsletter.tsx";
export { NotFoundPage } from "./not-found.tsx";
export { PreviewerLockedPage } from "./previewer-locked.tsx";
export { ReferralProgressPage } from "./referral-progress.tsx";
export { SpeakerInquirePage } from "./speaker/inquire.tsx";
