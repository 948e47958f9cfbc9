import type { FitList, GuideRecord, Testimonial } from "./guide-record.ts";
import { assertDistinctGuides } from "./guide-registry-checks.ts";
import { owner } from "./owner.ts";

export type { FitList, GuideRecord, Testimonial };

/**
 * The free guides: one record each, and everything about a guide is in it (its pages, form,
 * section below the form, resources card, cover design, PDF text and Kit tag). The pages, routes,
 * resources cards, sitemap, structured data, PDFs, covers and cards are all made from these
 * records: to add a guide, add a record and run `npm run assets` (docs/recipes.md).
 * PDF text: plain ASCII plus typographic quotes and dashes only (the PDFs use a standard font).
 */
export const guideList = [
  {
    slug: "business-growth-guide",
    title: "Ultimate Business Growth Guide",
    path: "/lead-magnet",
    kitTag: "Guide: Ultimate Business Growth Guide",
    seo: {
      landing: {
        title: "Free Ultimate Business Growth Guide",
        description: "Download the free Ultimate Business Growth Guide: the YouTube playbook behind 200% revenue growth in 6 months.",
      },
      thankYou: { title: "Your Business Growth Guide Is Ready", description: "Thanks for requesting the Ultimate Business Growth Guide. Download it here." },
    },
    cover: { alt: "Cover of the Ultimate Business Growth Guide", scheme: "dark", motif: "chart" },
    download: { file: "ultimate-business-growth-guide.pdf", label: "Download the Guide (PDF)" },
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
      privacyNote: `Free download. You will also get ${owner.newsletterName}; unsubscribe anytime.`,
    },
    belowForm: {
      kind: "testimonials",
      eyebrow: "Trusted by 10,000+ business owners",
      heading: "What business owners say",
      testimonials: [
        {
          quote:
            "We had posted videos for two years with nothing to show for it. Six months after following this plan, revenue from YouTube leads had doubled.",
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
      ],
    },
    thankYou: {
      headline: "Your Ultimate Business Growth Guide Is Ready",
      lead: "Thanks for requesting the guide. Download it below, then block an hour this week to work through the 90-day plan.",
    },
    card: {
      title: "Ultimate Business Growth Guide",
      description: "The YouTube playbook behind 200% revenue growth in 6 months: strategy, topics, funnel and a 90-day plan.",
      category: "youtube-growth",
      design: "glow",
    },
    document: {
      kicker: "FREE GUIDE",
      title: "The Ultimate Business Growth Guide",
      subtitle: "Turn a YouTube channel into a steady source of customers",
      intro:
        "Most business channels fail for one reason: they make videos for other creators instead of for buyers. This guide is the plan I use with business owners to fix that. Work through it in order; each part builds on the one before.",
      sections: [
        {
          heading: "Part 1: The 3-part channel strategy",
          style: "step",
          items: [
            "Define one buyer. Write down who they are, what they search for before they buy, and what stops them from buying.",
            "Map three content pillars: problems your buyer searches for, proof that you solve them (case studies), and trust (how you work, who you are).",
            "Choose one promise for the channel that a buyer would subscribe for, and say it in every video's first 30 seconds.",
          ],
        },
        {
          heading: "Part 2: Topics your buyers already search for",
          style: "check",
          items: [
            "List the 20 questions customers ask you before they buy.",
            "Type each into YouTube search and note the autocomplete suggestions.",
            "Keep the topics where existing videos are old, thin or made by non-experts.",
            "Rank topics by closeness to a purchase decision, not by search volume alone.",
            'Plan one "versus" or "cost of" video per service you sell: they attract buyers.',
          ],
        },
        {
          heading: "Part 3: The funnel from video to sale",
          style: "step",
          items: [
            "Every video ends with one next step: a free resource that solves the next problem.",
            "The free resource is delivered by email, so viewers join your list.",
            "Your emails teach, then invite: one helpful email a week, one offer a month.",
            'Track where customers came from: ask "How did you hear about us?" on every sales call.',
          ],
        },
        {
          heading: "Part 4: A 90-day publishing plan",
          style: "bullet",
          items: [
            "Weeks 1-2: record 4 search videos from your Part 2 list; publish one a week.",
            "Weeks 3-6: add one proof video (a client story) every second week.",
            "Weeks 7-10: review which topics brought leads; make two follow-ups on the best one.",
            "Weeks 11-13: refresh titles and thumbnails of the weakest videos; plan the next quarter.",
          ],
        },
        {
          heading: "Part 5: The metrics that predict revenue",
          style: "check",
          items: [
            "Leads and sales from YouTube (the only numbers that pay the bills).",
            "Email sign-ups per 1,000 views.",
            "Average view duration on your search videos.",
            "Returning viewers: the people most likely to buy.",
            "Ignore at first: subscriber count, total views and likes.",
          ],
        },
      ],
      closing: `Want a new strategy every week? Read ${owner.newsletterName}, my free 5-minute newsletter.`,
    },
  },
  {
    slug: "youtube-seo-checklist",
    title: "YouTube SEO Checklist",
    path: "/youtube-seo-checklist",
    kitTag: "Guide: YouTube SEO Checklist",
    seo: {
      landing: {
        title: "Free YouTube SEO Checklist",
        description: "The YouTube SEO checklist to run before every upload: titles, descriptions, chapters and more. Free download.",
      },
      thankYou: { title: "Your YouTube SEO Checklist Is Ready", description: "Download your YouTube SEO checklist." },
    },
    cover: { alt: "Cover of the YouTube SEO Checklist", scheme: "accent", motif: "checklist" },
    download: { file: "youtube-seo-checklist.pdf", label: "Download the Checklist (PDF)" },
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
      privacyNote: `Free download. You will also get ${owner.newsletterName}; unsubscribe anytime.`,
    },
    belowForm: {
      kind: "fit",
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
    },
    thankYou: {
      headline: "Your YouTube SEO Checklist Is Ready",
      lead: "Thanks for signing up. Download the checklist and keep it open the next time you upload.",
    },
    card: {
      title: "YouTube SEO Checklist",
      description: "The 25-point routine to run before every upload so the right viewers find your video in search and suggested.",
      category: "youtube-growth",
      design: "glow",
    },
    document: {
      kicker: "FREE CHECKLIST",
      title: "The YouTube SEO Checklist",
      subtitle: "Run it before every upload",
      intro: "Tick every box before you publish. It takes about 20 minutes and makes sure the right viewers can find your video in search and suggested.",
      sections: [
        {
          heading: "Before you film",
          style: "check",
          items: [
            "One main keyword phrase chosen from YouTube search suggestions.",
            "Checked the top 5 results: what do they miss that you can add?",
            "Title and thumbnail idea written before scripting.",
            "The keyword is said out loud in the first 30 seconds of the script.",
          ],
        },
        {
          heading: "Title and thumbnail",
          style: "check",
          items: [
            "Title under 60 characters, keyword near the start.",
            "Title promises a clear result or answers a clear question.",
            "Thumbnail readable on a phone: 3 words or fewer, one focal point.",
            "Title and thumbnail work together without repeating each other.",
          ],
        },
        {
          heading: "Description and chapters",
          style: "check",
          items: [
            "First two lines summarise the video and include the keyword.",
            "Chapters with descriptive names (they appear in search results).",
            "Links to related videos and one call to action.",
            "3-5 relevant hashtags at most.",
          ],
        },
        {
          heading: "Details that still matter",
          style: "check",
          items: [
            "Captions uploaded or auto-captions corrected.",
            "Video file named with the keyword before upload.",
            "A few tags for common misspellings of the keyword.",
            "Added to a playlist built around the same topic.",
            "End screen pointing to the next video a viewer should watch.",
          ],
        },
        {
          heading: "The first 48 hours",
          style: "check",
          items: [
            "Check click-through rate after 24 hours against your channel average.",
            "Check the retention graph: where is the first big drop?",
            "Reply to early comments to start the conversation.",
            "Share it with your email list with one line on why it matters to them.",
          ],
        },
      ],
      closing: `Get one actionable YouTube strategy every week in ${owner.newsletterName}.`,
    },
  },
  {
    slug: "video-idea-checklist",
    title: "Video Idea Checklist",
    path: "/video-idea-checklist",
    kitTag: "Guide: Video Idea Checklist",
    seo: {
      landing: {
        title: "Free Video Idea Validation Checklist",
        description: "Validate a video idea before you film it. The free checklist that saves weeks of work on videos nobody watches.",
      },
      thankYou: { title: "Your Video Idea Checklist Is Ready", description: "Download your video idea validation checklist." },
    },
    cover: { alt: "Cover of the Video Idea Validation Checklist", scheme: "warm", motif: "checklist" },
    download: { file: "video-idea-validation-checklist.pdf", label: "Download the Checklist (PDF)" },
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
      privacyNote: `Free download. You will also get ${owner.newsletterName}; unsubscribe anytime.`,
    },
    belowForm: {
      kind: "fit",
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
    },
    thankYou: {
      headline: "Your Video Idea Checklist Is Ready",
      lead: "Thanks for signing up. Download the checklist and run your next three ideas through it before you film.",
    },
    card: {
      title: "Video Idea Validation Checklist",
      description: "Twenty questions that tell you whether an idea is worth filming, before you spend a week on it.",
      category: "content-creation",
      design: "cream",
    },
    document: {
      kicker: "FREE CHECKLIST",
      title: "The Video Idea Validation Checklist",
      subtitle: "Know if an idea is worth filming in five minutes",
      intro: "Score your idea: one point for every box you can tick honestly. 15 or more: film it. 10 to 14: rework the angle. Under 10: park it and move on.",
      sections: [
        {
          heading: "Demand",
          style: "check",
          items: [
            "The topic appears in YouTube search suggestions.",
            "Videos on it from the last 12 months have strong views for their channel size.",
            "Viewers ask about it in comments, forums or your inbox.",
            "It matters to the people you want as an audience (or customers).",
            "People will still care about it in a year.",
          ],
        },
        {
          heading: "Packaging",
          style: "check",
          items: [
            "You can write a title in under 60 characters that makes you want to click.",
            "You can sketch a thumbnail with one clear image.",
            "The idea can be explained in one sentence.",
            "The promise is specific (a number, a result, a timeframe).",
            "The title does not need the video to be seen to make sense.",
          ],
        },
        {
          heading: "Angle",
          style: "check",
          items: [
            "You have an experience, result or opinion others do not.",
            "Your version is clearly better, newer or different from the top results.",
            "You can show proof: data, examples, before and after.",
            "The idea fits the promise of your channel.",
            "It leads naturally to another of your videos.",
          ],
        },
        {
          heading: "Feasibility",
          style: "check",
          items: [
            "You can make it well with the time and budget you have.",
            "You can keep viewers past the first 30 seconds.",
            "You are excited to make it (viewers can tell).",
            "You have a clear next step to offer at the end.",
            "It can be cut into at least one Short.",
          ],
        },
      ],
      closing: `Get one actionable YouTube strategy every week in ${owner.newsletterName}.`,
    },
  },
  {
    slug: "change-title-thumbnail-guide",
    title: "Change YouTube Title or Thumbnail Guide",
    path: "/change-youtube-title-thumbnail",
    kitTag: "Guide: Change YouTube Title or Thumbnail Guide",
    seo: {
      landing: {
        title: "How to Change a YouTube Title or Thumbnail (Free Guide)",
        description: "When and how to change a YouTube title or thumbnail without hurting a video. A free step-by-step guide.",
      },
      thankYou: { title: "Your Title and Thumbnail Guide Is Ready", description: "Download your guide to changing a YouTube title or thumbnail." },
    },
    cover: { alt: "Cover of the guide to changing a YouTube title or thumbnail", scheme: "charcoal", motif: "thumbnail-swap" },
    download: { file: "change-youtube-title-thumbnail-guide.pdf", label: "Download the Guide (PDF)" },
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
      privacyNote: `Free download. You will also get ${owner.newsletterName}; unsubscribe anytime.`,
    },
    belowForm: {
      kind: "fit",
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
    },
    thankYou: {
      headline: "Your Title and Thumbnail Guide Is Ready",
      lead: "Thanks for signing up. Download the guide, pick one stalled video, and test your first change this week.",
    },
    card: {
      title: "Change a Title or Thumbnail Guide",
      description: "When to repackage a stalled video, how to test one change at a time, and how to read the results.",
      category: "youtube-growth",
      design: "slate",
    },
    document: {
      kicker: "FREE GUIDE",
      title: "How to Change a YouTube Title or Thumbnail",
      subtitle: "Bring stalled videos back without hurting them",
      intro:
        "Changing a title or thumbnail does not reset a video or hurt it with the algorithm. Done carefully, it is the fastest way to revive a video that deserves more views.",
      sections: [
        {
          heading: "When to change",
          style: "check",
          items: [
            "Click-through rate is well below your channel average after 48 hours.",
            "Retention is good (viewers who click stay), but few click.",
            "Views have flattened on a topic that is still searched.",
            "Wait if the video is under 48 hours old or still gaining speed.",
          ],
        },
        {
          heading: "How to change it in YouTube Studio",
          style: "step",
          items: [
            "Open YouTube Studio and go to Content.",
            "Click the video's title or thumbnail to open its details.",
            "Edit the title, or click the thumbnail and upload a new image (1280x720).",
            "Click Save. The change is live within minutes.",
            "Note the date and the old version so you can compare.",
          ],
        },
        {
          heading: "Testing one change at a time",
          style: "step",
          items: [
            "Change either the title or the thumbnail, never both at once.",
            "Use YouTube's built-in Test & Compare for thumbnails when it is available.",
            "Compare 7 days before and 7 days after: impressions, click-through rate, views.",
            "Keep the winner; if nothing improved, try a new angle rather than small tweaks.",
          ],
        },
        {
          heading: "Patterns that lifted click-through rate",
          style: "bullet",
          items: [
            'From a topic to a result: "Email Marketing" became "How I Got 1,000 Subscribers in 30 Days".',
            "Adding a specific number or timeframe.",
            "A face showing emotion instead of a screenshot.",
            "Three words or fewer on the thumbnail, in high contrast.",
            "Removing words from the thumbnail that repeat the title.",
            'Naming the viewer: "for Small Businesses", "for Beginners".',
          ],
        },
      ],
      closing: `Get one actionable YouTube strategy every week in ${owner.newsletterName}.`,
    },
  },
] as const satisfies readonly GuideRecord[];

// Two guides with the same slug, path, PDF name or Kit tag stop everything here, naming both.
assertDistinctGuides(guideList);

export type GuideSlug = (typeof guideList)[number]["slug"];

/** Each guide by its slug. */
export const guides = Object.fromEntries(guideList.map((guide) => [guide.slug, guide])) as unknown as Record<GuideSlug, GuideRecord>;
