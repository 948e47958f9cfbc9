import { owner } from "./owner.ts";

/**
 * The speaker pages (six designs, /speaker-v1 to /speaker-v6) and the speaker kit PDF read this
 * one module, so the pages and the kit never disagree. Quoted texts follow the spec word for word.
 */

/** What a speaker-page button does: write to the owner, or download the speaker kit. */
export type SpeakerActionKind = "book" | "availability" | "contact" | "customTopic" | "inquiry" | "kit";

export interface SpeakerAction {
  label: string;
  kind: SpeakerActionKind;
}

export type TopicIconName = "strategy" | "search" | "business";

export const speakerKit = {
  /** Built from this module by build/speaker-kit-plugin.ts. */
  href: "/downloads/speaker-kit.pdf",
  /** Name the browser saves the download as. */
  fileName: "jordan-reyes-speaker-kit.pdf",
};

/** Subjects (and an optional starter body) of the mailto links, one per kind of request. */
export const speakerEmails: Record<Exclude<SpeakerActionKind, "kit">, { subject: string; body?: string }> = {
  book: {
    subject: `Speaking booking: ${owner.name} for our event`,
    body: "Event name:\nDate:\nLocation (or virtual):\nAudience and size:\nFormat (keynote, workshop or panel):\n",
  },
  inquiry: {
    subject: `Speaking inquiry for ${owner.name}`,
    body: "Event name:\nDate:\nLocation (or virtual):\nAudience and size:\nFormat (keynote, workshop or panel):\n",
  },
  availability: {
    subject: `Availability check: ${owner.name} for a speaking date`,
    body: "Date(s) we have in mind:\nLocation (or virtual):\nFormat (keynote, workshop or panel):\n",
  },
  customTopic: {
    subject: `Custom talk request for ${owner.name}`,
    body: "Our audience:\nThe topic we have in mind:\nEvent date and format:\n",
  },
  contact: { subject: `Hello ${owner.name}: a speaking question` },
};

export const speaker = {
  name: owner.name,
  role: "Speaker & YouTube Strategist",
  email: owner.email,
  portrait: owner.portrait,
  tagline: "Keynotes, workshops and panels on growing and monetising on YouTube, from someone who does it every day.",
  shortBio: `${owner.name} has grown channels to more than 200 million views over 10+ years on YouTube and has advised 100+ clients, from solo creators to established brands.`,

  stats: [
    { number: owner.claims.views.value, label: "Views" },
    { number: owner.claims.yearsRounded.value, label: "Years" },
    { number: owner.claims.clients.value, label: "Clients" },
  ],

  topics: [
    {
      title: "YouTube Strategy",
      icon: "strategy" as TopicIconName,
      subtitle: "Build a channel that compounds",
      description: "How to position a channel, choose content pillars and run a publishing system that grows an audience video after video.",
      points: ["Positioning and content pillars", "Audience research that shapes every video", "Publishing systems a team can sustain"],
      coreFocus: "Content Architecture",
      outcome: "Sustainable Growth",
    },
    {
      title: "YouTube SEO",
      icon: "search" as TopicIconName,
      subtitle: "Get found by the right viewers",
      description: "How search, browse and suggested traffic really work, and the packaging and metadata that help videos get discovered for years.",
      points: ["Keyword and idea validation", "Titles, thumbnails and descriptions that rank", "Chapters, playlists and session time"],
      coreFocus: "Search Optimization",
      outcome: "Organic Traffic",
    },
    {
      title: "YouTube for Business",
      icon: "business" as TopicIconName,
      subtitle: "Turn views into revenue",
      description: "How companies and experts turn a channel into leads, customers and revenue, with the funnel from video to email list to offer.",
      points: ["Mapping videos to offers", "Lead magnets and email lists", "Measuring return on video"],
      coreFocus: "Revenue Generation",
      outcome: "Business Results",
    },
  ],
  topicsNote: "Every talk can be customized to your audience and event format.",

  formats: ["Keynotes", "Workshops", "Panels"],

  background: [
    `I started on YouTube in 2014 as a creator, learning the platform one upload at a time. In 2020 I moved behind the camera to run strategy, scripting and packaging for other creators and brands.`,
    `In 2024 I founded ${owner.companyName}, a full-service YouTube production company. Over more than ten years, the channels I have worked on have earned over 200 million views, for 100+ clients from solo creators to established companies.`,
  ],
  milestones: owner.milestones,

  clients: owner.companies.map((company) => company.name),

  approach: [
    { title: "No fluff", description: "Every talk is built on tactics your audience can use the next day, not motivational filler." },
    { title: "Real experience", description: "Examples come from channels I have grown and businesses I have advised, with real numbers." },
    { title: "Customized content", description: "Each session is tailored to your audience, industry and event format." },
  ],

  audienceBenefits: [
    { title: "Actionable Strategies", description: "Frameworks and checklists attendees can apply to their channel the same week." },
    { title: "Real-World Experience", description: "Lessons from 200M+ views and 100+ client channels, not theory." },
    { title: "Engaging Delivery", description: "Clear stories, live examples and time for questions that keep a room with you." },
    { title: "Customized Content", description: "A session shaped around your audience's level, industry and goals." },
  ],

  quote: "Success on YouTube isn't about chasing the algorithm. It's about understanding people.",

  philosophy: [
    "The algorithm follows viewers, so I teach people to understand viewers: what they search for, what makes them click and what keeps them watching.",
    "I leave audiences with fewer slogans and more systems, because a good talk should still be paying off six months after the event.",
  ],
} as const;

export type SpeakerTopic = (typeof speaker.topics)[number];

/** Title and description shared by the six speaker pages (the spec gives them one title). */
export const speakerPageSeo = {
  title: `${owner.name} Speaker`,
  description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
};

/** Texts of each design. Buttons name their action so that none is ever dead. */
export const speakerDesigns = {
  /** v1 and v2: the spec's first two variants, with the same five buttons. */
  v1: {
    eyebrow: "Keynote speaker",
    headline: "Helping creators and businesses win on YouTube",
    actions: {
      book: { label: "Book for Your Event", kind: "book" },
      kit: { label: "Download Speaker Kit", kind: "kit" },
      contact: { label: "Get in Touch", kind: "contact" },
      availability: { label: "Check Availability", kind: "availability" },
      customTopic: { label: "Request Custom Topic", kind: "customTopic" },
    },
    statsTitle: "Numbers at a glance",
    topicsTitle: "Speaking Topics",
    topicsLead: "Three talks, each available as a keynote, a hands-on workshop or a panel contribution.",
    topicsListLabel: "Topics covered",
    customTopicText: "Need something specific for your audience?",
    benefitsTitle: "What Your Audience Will Gain",
    backgroundTitle: "Background",
    clientsTitle: "Clients",
    approachTitle: "Speaking Approach",
    closingTitle: "Let's make your event one to remember",
    closingText: "Tell me about your audience and date, and I'll reply within two business days.",
  },
  v2: {
    eyebrow: "Speaker · Strategist · Founder",
    headline: "Talks that turn YouTube into a growth engine",
    topicsTitle: "Signature Talks",
    topicsLead: "Each talk is tailored to your audience, from first-time creators to marketing teams.",
    benefitsTitle: "Audience Benefits",
    backgroundTitle: "Background",
    clientsTitle: "Trusted by",
    approachTitle: "How I Speak",
    closingTitle: "Bring these ideas to your stage",
    closingText: "Keynotes, workshops and panels, in person or virtual.",
  },
  v3: {
    title: "Speaker & YouTube Strategist",
    inquire: { label: "Inquire About Speaking", kind: "inquiry" },
    topicsTitle: "Speaking Topics",
    backgroundTitle: "Background",
    clientsTitle: "Clients",
    approachTitle: "Speaking Approach",
    closingTitle: "Let's Talk",
    closingText: "Planning an event? Tell me about it, or download the speaker kit for your team.",
    contact: { label: "Contact Me", kind: "contact" },
    kit: { label: "Download Speaker Kit", kind: "kit" },
  },
  v4: {
    eyebrow: "Keynote speaker",
    headline: "YouTube strategy that moves audiences",
    statsTitle: "By the numbers",
    quoteTitle: "Philosophy",
    book: { label: "BOOK NOW", kind: "book" },
    topicsTitle: "Speaking Topics",
    coreFocusLabel: "Core Focus",
    outcomeLabel: "Outcome",
    approachTitle: "Speaking Approach",
    backgroundTitle: "From Creator to Strategic Partner",
    clientsTitle: "Clients",
    closingTitle: "Ready to book?",
    closingText: "Tell me about your event and audience; I reply within two business days.",
    inquire: { label: "INQUIRE NOW", kind: "inquiry" },
    formatsLine: "Available for Keynotes · Workshops · Panels",
  },
  v5: {
    kicker: "Featured Speaker · 2025",
    headline: "The strategist who teaches YouTube as a people business",
    standfirst: "Over more than a decade on the platform, Jordan Reyes has learned that the algorithm rewards one thing above all: understanding the audience.",
    readTime: "5 Min Read",
    profileTitle: "Profile",
    pillarsTitle: "Three Pillars of Expertise",
    numbersTitle: "By the Numbers",
    collaborationsTitle: "Notable Collaborations",
    philosophyTitle: "Speaking Philosophy",
    bookingTitle: "Booking Inquiries",
    bookingText: "For keynotes, workshops and panels, in person or virtual. Replies within two business days.",
    submit: { label: "Submit Inquiry", kind: "inquiry" },
    pressKit: { label: "Download Press Kit", kind: "kit" },
    photoCaption: "Jordan Reyes on stage and behind the camera.",
  },
  v6: {
    eyebrow: "YouTube strategist & keynote speaker",
    headline: "Talks that change how your audience uses YouTube",
    quoteTitle: "In a sentence",
    book: { label: "BOOK FOR YOUR EVENT", kind: "book" },
    kit: { label: "SPEAKER KIT", kind: "kit" },
    expertiseTitle: "Core Expertise",
    backgroundTitle: "Background",
    clientsTitle: "Clients",
    benefitsTitle: "What Your Audience Gets",
    philosophyTitle: "Philosophy",
    closingTitle: "Make your next event count",
    closingText: "Keynotes, workshops and panels for conferences, companies and creator communities.",
    inquire: { label: "INQUIRE NOW", kind: "inquiry" },
    pressKit: { label: "DOWNLOAD PRESS KIT", kind: "kit" },
  },
} as const satisfies Record<string, Record<string, unknown>>;
