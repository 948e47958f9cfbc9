/**
 * The four free downloads: each one's landing page, thank-you page and file. The PDFs in
 * public/downloads/ are generated from `guide-documents.ts` (scripts/build-downloads.mts), and
 * the covers in public/images/guides/ by scripts/build-images.mts.
 */

const COVER = { width: 480, height: 600 } as const;

export interface FitList {
  heading: string;
  forYouTitle: string;
  forYou: readonly string[];
  notForYouTitle: string;
  notForYou: readonly string[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const guides = {
  "business-growth-guide": {
    magnet: "business-growth-guide",
    /** Titles and descriptions of its landing and thank-you pages (the owner's name is appended). */
    seo: {
      landing: { title: "Free Ultimate Business Growth Guide", description: "Download the free Ultimate Business Growth Guide: the YouTube playbook behind 200% revenue growth in 6 months." },
      thankYou: { title: "Your Business Growth Guide Is Ready", description: "Thanks for requesting the Ultimate Business Growth Guide. Download it here." },
    },
    cover: { src: "/images/guides/business-growth-guide.svg", alt: "Cover of the Ultimate Business Growth Guide", ...COVER },
    download: { href: "/downloads/ultimate-business-growth-guide.pdf", label: "Download the Guide (PDF)" },
    landing: {
      eyebrow: "Free guide",
      headline: "The Ultimate Business Growth Guide",
      lead: "The YouTube playbook I have used with 1,000 businesses, including the plan behind 200% revenue growth in 6 months. Free, practical, and built for business owners.",
      insideTitle: "What's inside",
      inside: [
        "The 3-part channel strategy that turns viewers into customers",
        "How to pick video topics your buyers are already searching for",
        "The simple funnel from video to email list to sale",
        "A 90-day publishing plan you can start this week",
        "The metrics that predict revenue (and the ones to ignore)",
      ],
      formHeading: "Get the free guide",
      formText: "Enter your email and the guide is yours. It takes a minute to start and a weekend to put to work.",
      buttonLabel: "Send Me the Guide",
      privacyNote: "Free download. You will also get The Playback; unsubscribe anytime.",
      proof: "Trusted by 10,000+ business owners",
    },
    testimonialsHeading: "What business owners say",
    testimonials: [
      {
        quote: "We had posted videos for two years with nothing to show for it. Six months after following this plan, revenue from YouTube leads had doubled.",
        name: "Maria Lopez",
        role: "Founder, Lopez Home Design",
      },
      {
        quote: "The topic research section alone changed how we plan content. Our videos now bring in calls from the exact clients we want.",
        name: "David Chen",
        role: "Managing Partner, Chen & Park Accounting",
      },
      {
        quote: "Clear, practical and no fluff. I finally understand which numbers matter and what to do about them every week.",
        name: "Aisha Bello",
        role: "Owner, Bello Fitness Studio",
      },
    ] satisfies Testimonial[],
    thankYou: {
      headline: "Your Ultimate Business Growth Guide Is Ready",
      lead: "Thanks for requesting the guide. Download it below, then block an hour this week to work through the 90-day plan.",
    },
  },
  "youtube-seo-checklist": {
    magnet: "youtube-seo-checklist",
    /** Titles and descriptions of its landing and thank-you pages (the owner's name is appended). */
    seo: {
      landing: { title: "Free YouTube SEO Checklist", description: "The YouTube SEO checklist to run before every upload: titles, descriptions, chapters and more. Free download." },
      thankYou: { title: "Your YouTube SEO Checklist Is Ready", description: "Download your YouTube SEO checklist." },
    },
    cover: { src: "/images/guides/youtube-seo-checklist.svg", alt: "Cover of the YouTube SEO Checklist", ...COVER },
    download: { href: "/downloads/youtube-seo-checklist.pdf", label: "Download the Checklist (PDF)" },
    landing: {
      eyebrow: "Free checklist",
      headline: "The YouTube SEO Checklist",
      lead: "The 25-point checklist I run before every upload, so the right viewers find the video in search and suggested. Print it, tick it, publish with confidence.",
      insideTitle: "What's inside",
      inside: [
        "Keyword research in 10 minutes, with free tools",
        "Titles, descriptions and chapters that rank and get clicked",
        "Tags, captions and file details that still matter",
        "The first 48 hours: what to check and when",
      ],
      formHeading: "Get the free checklist",
      formText: "Enter your email and I will send you straight to the download.",
      buttonLabel: "Get the Checklist",
      privacyNote: "Free download. You will also get The Playback; unsubscribe anytime.",
    },
    fit: {
      heading: "Is this checklist for you?",
      forYouTitle: "This is for you if...",
      forYou: [
        "You publish regularly and want more views from search",
        "Your videos are good but hard to find",
        "You want a repeatable routine for every upload",
      ],
      notForYouTitle: "This is not for you if...",
      notForYou: [
        "You are looking for tricks to game the algorithm",
        "You have not published your first video yet",
        "You only care about views, not the right viewers",
      ],
    } satisfies FitList,
    thankYou: {
      headline: "Your YouTube SEO Checklist Is Ready",
      lead: "Thanks for signing up. Download the checklist and keep it open the next time you upload.",
    },
  },
  "video-idea-checklist": {
    magnet: "video-idea-checklist",
    /** Titles and descriptions of its landing and thank-you pages (the owner's name is appended). */
    seo: {
      landing: { title: "Free Video Idea Validation Checklist", description: "Validate a video idea before you film it. The free checklist that saves weeks of work on videos nobody watches." },
      thankYou: { title: "Your Video Idea Checklist Is Ready", description: "Download your video idea validation checklist." },
    },
    cover: { src: "/images/guides/video-idea-checklist.svg", alt: "Cover of the Video Idea Validation Checklist", ...COVER },
    download: { href: "/downloads/video-idea-validation-checklist.pdf", label: "Download the Checklist (PDF)" },
    landing: {
      eyebrow: "Free checklist",
      headline: "The Video Idea Validation Checklist",
      lead: "Validate a video idea before you spend a week filming it. Twenty questions that separate the ideas viewers want from the ones only you want to make.",
      insideTitle: "What's inside",
      inside: [
        "Demand checks: is anyone actually looking for this?",
        "The packaging test: can you title and thumbnail it first?",
        "Competition and angle: what makes your version worth clicking?",
        "A go / no-go score you can use in five minutes",
      ],
      formHeading: "Get the free checklist",
      formText: "Enter your email and I will send you straight to the download.",
      buttonLabel: "Get the Checklist",
      privacyNote: "Free download. You will also get The Playback; unsubscribe anytime.",
    },
    fit: {
      heading: "Is this checklist for you?",
      forYouTitle: "This is for you if...",
      forYou: [
        "You have more video ideas than time to make them",
        "Some videos take off and others flop, and you do not know why",
        "You want to plan content with data, not gut feeling",
      ],
      notForYouTitle: "This is not for you if...",
      notForYou: [
        "You make videos only for yourself and do not mind who watches",
        "You want a list of viral ideas to copy",
        "You are not ready to drop an idea that does not pass",
      ],
    } satisfies FitList,
    thankYou: {
      headline: "Your Video Idea Checklist Is Ready",
      lead: "Thanks for signing up. Download the checklist and run your next three ideas through it before you film.",
    },
  },
  "change-title-thumbnail-guide": {
    magnet: "change-title-thumbnail-guide",
    /** Titles and descriptions of its landing and thank-you pages (the owner's name is appended). */
    seo: {
      landing: { title: "How to Change a YouTube Title or Thumbnail (Free Guide)", description: "When and how to change a YouTube title or thumbnail without hurting a video. A free step-by-step guide." },
      thankYou: { title: "Your Title and Thumbnail Guide Is Ready", description: "Download your guide to changing a YouTube title or thumbnail." },
    },
    cover: { src: "/images/guides/change-title-thumbnail-guide.svg", alt: "Cover of the guide to changing a YouTube title or thumbnail", ...COVER },
    download: { href: "/downloads/change-youtube-title-thumbnail-guide.pdf", label: "Download the Guide (PDF)" },
    landing: {
      eyebrow: "Free guide",
      headline: "How to Change a YouTube Title or Thumbnail",
      lead: "When a video stalls, new packaging can bring it back. This guide shows when to change a title or thumbnail, how to test it, and how to read the results without hurting the video.",
      insideTitle: "What's inside",
      inside: [
        "The signals that say it is time to change (and when to wait)",
        "Step by step: changing a title or thumbnail in YouTube Studio",
        "How to test one change at a time and read the numbers",
        "Twelve before-and-after patterns that lifted click-through rate",
      ],
      formHeading: "Get the free guide",
      formText: "Enter your email and I will send you straight to the download.",
      buttonLabel: "Get the Guide",
      privacyNote: "Free download. You will also get The Playback; unsubscribe anytime.",
    },
    fit: {
      heading: "Is this guide for you?",
      forYouTitle: "This is for you if...",
      forYou: [
        "You have videos with good retention but low click-through rate",
        "You are not sure whether changing a title will hurt a video",
        "You want a simple, repeatable way to test packaging",
      ],
      notForYouTitle: "This is not for you if...",
      notForYou: [
        "You want to mislead viewers with clickbait",
        "Your videos lose viewers in the first 30 seconds (fix that first)",
        "You expect one change to turn any video into a hit",
      ],
    } satisfies FitList,
    thankYou: {
      headline: "Your Title and Thumbnail Guide Is Ready",
      lead: "Thanks for signing up. Download the guide, pick one stalled video, and test your first change this week.",
    },
  },
} as const;

export type GuideSlug = keyof typeof guides;

/** What the guide thank-you pages offer after the download. */
export const guideThankYou = {
  downloadNote: "Free PDF, ready to print or keep on screen",
  nextStepsTitle: "Your next steps",
  nextSteps: [
    { title: "Download and save it", text: "Keep the file where you plan your videos, or print it." },
    { title: "Check your inbox", text: "The Playback arrives once a week with strategies that build on this guide." },
    { title: "Grab the other free resources", text: "Checklists and guides for every stage of a video, all free." },
  ],
  links: [
    { href: "/resources", label: "Browse Free Resources" },
    { href: "/", label: "Back to Home" },
  ],
  /** The same page when the download was given but the subscription failed: it says so, and offers a retry. */
  signupFailed: {
    lead: "Your download is below. Your subscription to The Playback did not go through, so no email is on its way.",
    title: "Your subscription did not go through",
    retryIntro: "Try again with the same address:",
    retryButton: "Try Subscribing Again",
    nextSteps: [
      { title: "Download and save it", text: "Keep the file where you plan your videos, or print it." },
      { title: "Grab the other free resources", text: "Checklists and guides for every stage of a video, all free." },
    ],
  },
} as const;
