/** The newsletter landing page (/newsletter). */
import { owner } from "./owner";
export const newsletterLanding = {
  hero: {
    eyebrow: "The weekly newsletter",
    headline: owner.newsletterName,
    lead: "Quick 5-minute reads with actionable YouTube strategies and experiments, from 11 years and 200M+ views of doing the work. Every week, one idea you can use on your next video.",
    buttonLabel: `Get ${owner.newsletterName}`,
    privacyNote: "Free, weekly, and easy to leave: unsubscribe with one click.",
  },
  highlightsHeading: "What you get every week",
  highlights: [
    { title: "5-minute reads", text: "One idea per issue, explained with examples and numbers. Read it over coffee." },
    { title: "Real experiments", text: "What I tested on real channels this week, what moved the numbers, what did not." },
    { title: "Steps, not theory", text: "Every issue ends with something to do on your next upload." },
  ],
  audience: {
    heading: `Who Should Read ${owner.newsletterName}?`,
    forYouTitle: "This is for you if...",
    forYou: [
      "You publish on YouTube, or are about to, and want it to grow your business",
      "You want strategies backed by data and real channels, not guesses",
      "You are ready to test ideas and measure what works",
      "You care about the viewers you keep, not only the views you get",
    ],
    notForYouTitle: "This is not for you if...",
    notForYou: [
      "You are a complete beginner looking for how to set up a channel",
      "You want a get-rich-quick scheme or overnight success",
      "You chase vanity metrics over views that turn into revenue",
    ],
  },
  closing: {
    heading: "Your next video deserves a better plan",
    text: `Join ${owner.newsletterName} and get one actionable YouTube strategy every week.`,
  },
} as const;
