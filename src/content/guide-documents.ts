/**
 * The text of the downloadable PDFs. scripts/build-downloads.mts turns each into
 * public/downloads/<file>; run it again after editing (see README: "Make it yours").
 * Plain ASCII plus typographic quotes and dashes only: the PDFs use a standard font.
 */
export interface GuideDocumentSection {
  heading: string;
  /** "check" items print with a tick box, "step" items are numbered. */
  style: "check" | "step" | "bullet";
  items: readonly string[];
}

export interface GuideDocument {
  file: string;
  kicker: string;
  title: string;
  subtitle: string;
  intro: string;
  sections: readonly GuideDocumentSection[];
  closing: string;
}

export const guideDocuments: readonly GuideDocument[] = [
  {
    file: "ultimate-business-growth-guide.pdf",
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
          "Plan one \"versus\" or \"cost of\" video per service you sell: they attract buyers.",
        ],
      },
      {
        heading: "Part 3: The funnel from video to sale",
        style: "step",
        items: [
          "Every video ends with one next step: a free resource that solves the next problem.",
          "The free resource is delivered by email, so viewers join your list.",
          "Your emails teach, then invite: one helpful email a week, one offer a month.",
          "Track where customers came from: ask \"How did you hear about us?\" on every sales call.",
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
    closing: "Want a new strategy every week? Read The Playback, my free 5-minute newsletter.",
  },
  {
    file: "youtube-seo-checklist.pdf",
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
    closing: "Get one actionable YouTube strategy every week in The Playback.",
  },
  {
    file: "video-idea-validation-checklist.pdf",
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
    closing: "Get one actionable YouTube strategy every week in The Playback.",
  },
  {
    file: "change-youtube-title-thumbnail-guide.pdf",
    kicker: "FREE GUIDE",
    title: "How to Change a YouTube Title or Thumbnail",
    subtitle: "Bring stalled videos back without hurting them",
    intro: "Changing a title or thumbnail does not reset a video or hurt it with the algorithm. Done carefully, it is the fastest way to revive a video that deserves more views.",
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
          "From a topic to a result: \"Email Marketing\" became \"How I Got 1,000 Subscribers in 30 Days\".",
          "Adding a specific number or timeframe.",
          "A face showing emotion instead of a screenshot.",
          "Three words or fewer on the thumbnail, in high contrast.",
          "Removing words from the thumbnail that repeat the title.",
          "Naming the viewer: \"for Small Businesses\", \"for Beginners\".",
        ],
      },
    ],
    closing: "Get one actionable YouTube strategy every week in The Playback.",
  },
];
