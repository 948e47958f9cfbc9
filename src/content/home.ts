/** The home page's words. Numbers come from `owner.claims`. */
import { owner } from "./owner.ts";
export const home = {
  hero: {
    eyebrow: "YouTube strategy for creators & businesses",
    headline: "I help creators and businesses succeed on YouTube.",
    lead: "Eleven years of experiments, 200M+ views and 10,000+ business owners later, I send the strategies that work to your inbox every week. Quick reads, no fluff.",
    buttonLabel: "Send Me the Insights",
    privacyNote: "Join free. One email a week. Unsubscribe anytime.",
  },
  companies: {
    heading: "Companies I've Worked With",
  },
  story: {
    eyebrow: "My story",
    heading: "From first upload to a full-service production company",
    paragraphs: [
      "I started on YouTube in 2014 with a borrowed camera and no plan. Every video was an experiment: what makes someone click, what makes them stay, what makes them come back.",
      "In 2020 I moved behind the camera and started doing for others what I had learned the hard way: strategy, scripting, titles and thumbnails, and the systems that turn views into revenue.",
      "In 2024 I founded a full-service YouTube production company. Today my team and I help creators and businesses build channels that grow and pay for themselves.",
    ],
    statsLabel: "By the numbers",
  },
  closing: {
    heading: "Get the insights behind 200M+ views",
    text: `Every week, ${owner.newsletterName} breaks down one strategy or experiment you can use on your channel right away. It takes five minutes to read.`,
    buttonLabel: "Send Me the Insights",
    privacyNote: "No spam. Unsubscribe with one click.",
  },
} as const;
