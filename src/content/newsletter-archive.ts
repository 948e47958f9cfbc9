/** The words around the archived issues of the newsletter (the issues themselves are in issues/). */
import { owner } from "./owner";
export const newsletterArchive = {
  index: {
    title: `${owner.newsletterName} archive`,
    lead: `Every issue of ${owner.newsletterName}, newest first. One idea a week about growing on YouTube, with the numbers behind it.`,
    empty: "The first issue is on its way.",
    feedLabel: "Follow the feed (Atom)",
    signupHeading: "Get the next issue in your inbox",
    signupText: "One actionable YouTube strategy every week. Free, and easy to leave.",
  },
  issue: {
    eyebrow: owner.newsletterName,
    readingTime: "{minutes} min read",
    previous: "Older issue",
    next: "Newer issue",
    allIssues: "All issues",
    neighboursLabel: "More issues",
    signupHeading: `Get ${owner.newsletterName} every week`,
    signupText: `This was an issue of ${owner.newsletterName}. Get the next one in your inbox: a 5-minute read with one strategy to try on your next video.`,
  },
  /** The landing page's link to the archive. */
  readPastIssues: "Read past issues",
  footerLink: "Newsletter archive",
  feedSubtitle: "A weekly newsletter about growing on YouTube: quick 5-minute reads with actionable strategies and experiments.",
  buttonLabel: `Get ${owner.newsletterName}`,
  privacyNote: "Free, weekly, and easy to leave: unsubscribe with one click.",
} as const;
