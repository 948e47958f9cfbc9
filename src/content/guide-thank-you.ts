/** The words every guide's thank-you page shares (its own headline and lead are in its record, ./guides.ts). */
import { owner } from "./owner";
/** What the guide thank-you pages offer after the download. */
export const guideThankYou = {
  downloadNote: "Free PDF, ready to print or keep on screen",
  nextStepsTitle: "Your next steps",
  nextSteps: [
    { title: "Download and save it", text: "Keep the file where you plan your videos, or print it." },
    { title: "Check your inbox", text: `${owner.newsletterName} arrives once a week with strategies that build on this guide.` },
    { title: "Grab the other free resources", text: "Checklists and guides for every stage of a video, all free." },
  ],
  links: [
    { href: "/resources", label: "Browse Free Resources" },
    { href: "/", label: "Back to Home" },
  ],
  /** The same page when the download was given but the subscription failed: it says so, and offers a retry. */
  signupFailed: {
    lead: `Your download is below. Your subscription to ${owner.newsletterName} did not go through, so no email is on its way.`,
    title: "Your subscription did not go through",
    retryIntro: "Try again with the same address:",
    retryButton: "Try Subscribing Again",
    nextSteps: [
      { title: "Download and save it", text: "Keep the file where you plan your videos, or print it." },
      { title: "Grab the other free resources", text: "Checklists and guides for every stage of a video, all free." },
    ],
  },
} as const;
