import { owner } from "./owner";

/**
 * The course sales page and its thank-you page. Template content: replace the modules,
 * testimonials and FAQ with the real course. The checkout link is not here but in the
 * COURSE_CHECKOUT_URL variable (see README); without it, Enroll leads to the waitlist.
 */
export const course = {
  name: "YouTube Growth Blueprint",
  eyebrow: "The creator course",
  headline: "Grow a YouTube channel that earns, not just one that posts",
  lead: "A step-by-step course for creators and business owners: the strategy, packaging and systems behind 200M+ views, in five focused modules you can finish in a month.",
  price: { amount: 297, currency: "USD", display: "$297", terms: "one-time payment" },
  highlights: ["5 modules, 26 lessons", "Templates and checklists", "Lifetime access and updates", "30-day money-back guarantee"],
  enrollLabel: "Enroll Now",
  secondaryLabel: "See what's inside",

  modulesSection: {
    eyebrow: "Curriculum",
    title: "Five modules, one system",
    lead: "Each module ends with a worksheet, so you finish with a plan for your channel, not just notes.",
  },
  modules: [
    {
      title: "Channel Strategy That Compounds",
      summary: "Pick the audience, promise and content pillars that make every video build on the last.",
      lessons: [
        "Define the viewer you serve and the promise you make",
        "Choose three content pillars",
        "Audit a channel in 30 minutes",
        "Set goals that are not vanity metrics",
      ],
      length: "5 lessons · 48 min",
    },
    {
      title: "Ideas and Packaging That Get Clicked",
      summary: "Validate ideas before filming and write titles and thumbnails that earn the click honestly.",
      lessons: [
        "Validate a video idea with search and suggested data",
        "Title formulas that set expectations",
        "Thumbnails that read at phone size",
        "When to change a title or thumbnail",
      ],
      length: "6 lessons · 1 h 05 min",
    },
    {
      title: "Scripts That Hold Attention",
      summary: "Hooks, structure and pacing that keep viewers watching, using retention data by audience segment.",
      lessons: [
        "The first 30 seconds",
        "Story structures for teaching videos",
        "Read retention graphs by audience segment",
        "Edit for pace without losing substance",
      ],
      length: "5 lessons · 56 min",
    },
    {
      title: "YouTube SEO and Discovery",
      summary: "How search, browse and suggested traffic work, and the upload checklist that helps all three.",
      lessons: [
        "How YouTube ranks search results",
        "Descriptions, chapters and tags that help",
        "Playlists and end screens for session time",
        "The pre-upload SEO checklist",
      ],
      length: "5 lessons · 52 min",
    },
    {
      title: "Turning Views into Revenue",
      summary: "Connect your channel to a business: lead magnets, an email list, offers and sponsorships.",
      lessons: [
        "Map videos to the offers they lead to",
        "Build a lead magnet and email list",
        "Price and pitch sponsorships",
        "A monthly review that keeps you growing",
      ],
      length: "5 lessons · 1 h 02 min",
    },
  ],

  instructor: {
    eyebrow: "Your instructor",
    title: `Learn from ${owner.name}`,
    paragraphs: [
      `I have been on YouTube since 2014, first as a creator and, since 2020, behind the camera running strategy for creators and brands. In 2024 I founded ${owner.companyName}, a full-service YouTube production company.`,
      "This course is the system my team uses with clients, cut down to what moves the numbers. No theory for its own sake: every lesson ends with something to do on your channel this week.",
    ],
    stats: [owner.claims.views, owner.claims.years, owner.claims.businessOwners],
  },

  testimonialsSection: { eyebrow: "Student results", title: "What students say" },
  testimonials: [
    {
      quote:
        "I had been posting for two years with no plan. Module one gave me a positioning I could explain in one sentence, and my next ten videos outperformed the previous fifty.",
      name: "Maya Thompson",
      role: "Fitness creator",
    },
    {
      quote: "The packaging module alone paid for the course. Our click-through rate went from 3% to 7% in six weeks, and we finally understand why.",
      name: "Daniel Okafor",
      role: "Founder, a B2B software company",
    },
    {
      quote:
        "Clear, practical and honest. The revenue module showed me how to connect videos to our services, and we booked four clients from YouTube last quarter.",
      name: "Priya Raman",
      role: "Marketing consultant",
    },
  ],

  pricing: {
    eyebrow: "Enroll",
    title: "One price, everything included",
    includes: [
      "All five modules and 26 video lessons",
      "Worksheets, templates and the pre-upload SEO checklist",
      "Lifetime access, including future updates",
      "30-day money-back guarantee",
    ],
  },

  guarantee: {
    title: "30-Day Money-Back Guarantee",
    text: "Take the course, do the work. If within 30 days you feel it was not worth it, email me and you get a full refund. No forms, no questions.",
  },

  faqSection: { eyebrow: "FAQ", title: "Questions, answered" },
  faq: [
    {
      question: "Who is this course for?",
      answer:
        "Creators and business owners who already publish, or are ready to, and want a plan that turns videos into an audience and revenue. It is not a get-rich-quick course.",
    },
    {
      question: "How long do I have access?",
      answer: "For as long as the course exists, with every future update included. Watch at your own pace on any device.",
    },
    {
      question: "Do I need expensive equipment?",
      answer: "No. A phone camera and a quiet room are enough. The course is about strategy, ideas and packaging, which matter far more than gear.",
    },
    {
      question: "What if it is not for me?",
      answer: "You are covered by the 30-day money-back guarantee: email me within 30 days of purchase for a full refund.",
    },
  ],

  closing: {
    title: "Ready to grow with a plan?",
    text: "Join the course today and build the channel your work deserves.",
  },

  waitlist: {
    title: "Join the waitlist",
    text: "Enrollment opens soon. Leave your email and you will be the first to know, with an early-bird offer.",
    buttonLabel: "Join the Waitlist",
    privacyNote: "One email when enrollment opens. Unsubscribe anytime.",
  },

  thankYou: {
    title: "You're enrolled!",
    lead: "Welcome to the YouTube Growth Blueprint. Here is what happens next.",
    steps: [
      { title: "Check your inbox", text: "Your receipt and login details are on their way. They can take a few minutes; check the promotions tab too." },
      { title: "Start with module one", text: "Block an hour this week for Channel Strategy That Compounds and fill in its worksheet." },
      { title: "Grab the free resources", text: "The checklists in the resources library pair well with modules two and four." },
    ],
    links: [
      { label: "Browse free resources", href: "/resources" },
      { label: "Back to home", href: "/" },
    ],
    support: "Questions about your purchase? Email",
  },

  /** Where a waitlist signup lands (not the buyers' thank-you: nothing was bought). */
  waitlistThankYou: {
    title: "You're on the waitlist!",
    lead: "Enrollment for the YouTube Growth Blueprint is not open yet. Here is what happens next.",
    steps: [
      {
        title: "Watch your inbox",
        text: "When the doors open, you get one email with the enrollment link and the early-bird offer, before anyone else hears about it.",
      },
      { title: "Nothing to pay today", text: "Joining the waitlist is free and commits you to nothing. You decide when enrollment opens." },
      { title: "Get a head start", text: "The free checklists in the resources library are a good way to prepare for the course." },
    ],
    links: [
      { label: "Back to the course", href: "/sales-page" },
      { label: "Browse free resources", href: "/resources" },
    ],
    support: "Questions about the course? Email",
  },
} as const;
