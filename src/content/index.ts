/**
 * The face of src/content/, the words and records of the site and the owner's pages. The worker enters
 * the module here (test/unit/module-boundaries.test.ts); the site's own files import the inner file
 * they need, so a browser bundle carries no more than that.
 */
export { consentLifetimeDays } from "./consent.ts";
export { deadLetters } from "./dead-letters.ts";
export { desk, weeklyEmail } from "./desk.ts";
export { historyTexts } from "./draft-history.ts";
export { draftErrors, draftTexts, previewNotes } from "./drafts.ts";
export { applicationError, notFound } from "./errors.ts";
export { guides, type GuideSlug } from "./guides.ts";
export { CUSTOM_TOPIC, inquiryForm } from "./inquiry.ts";
export { accessRequired, passwordRule, previewerGuesses, previewerLocked } from "./internal.ts";
export { kitStatusWords } from "./kit-status.ts";
export { isMagnetSlug, magnets, type MagnetSlug, thankYouPathFor } from "./magnets.ts";
export { newsletterArchive } from "./newsletter-archive.ts";
export { owner } from "./owner.ts";
export { goneIssue, issueChangedPage, issueList, publishProblems } from "./publishing.ts";
export { disposableDomains, referralProgressPage, type ReferralReward, referralRewards, referralSharePage } from "./referrals.ts";
export { resourceCategories } from "./resources.ts";
export { archiveSearch } from "./search.ts";
export { shareCardProblems } from "./share-card.ts";
export { signupAlertFor, signupAlerts } from "./signup.ts";
export { statsPage } from "./stats.ts";
export { testEmailTexts } from "./test-email.ts";
export { goneVideo, ownerVideos } from "./videos.ts";
export { webManifest } from "./web-manifest.ts";
