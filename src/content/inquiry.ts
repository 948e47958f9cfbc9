import { owner } from "./owner.ts";

/**
 * Every word of the speaker inquiry form (/speaker/inquire), its thank-you page, the owner's list
 * (/internal/inquiries) and the email the owner receives. The choices' values are stored; their
 * labels are what people read.
 */
export const inquiryChoices = {
  audience: [
    { value: "under-50", label: "Under 50" },
    { value: "50-200", label: "50 to 200" },
    { value: "200-1000", label: "200 to 1,000" },
    { value: "1000-plus", label: "More than 1,000" },
  ],
  format: [
    { value: "keynote", label: "Keynote" },
    { value: "workshop", label: "Workshop" },
    { value: "panel", label: "Panel" },
    { value: "other", label: "Other" },
  ],
  budget: [
    { value: "under-2500", label: "Under $2,500" },
    { value: "2500-5000", label: "$2,500 to $5,000" },
    { value: "5000-10000", label: "$5,000 to $10,000" },
    { value: "10000-plus", label: "More than $10,000" },
    { value: "not-sure", label: "Not sure yet" },
  ],
} as const;

/** The custom-topic choice (the three others are the speaker's topics, src/content/speaker.ts). */
export const CUSTOM_TOPIC = "custom";

export const inquiryForm = {
  eyebrow: "Speaking inquiry",
  headline: `Book ${owner.name} for your event`,
  lead: "Tell me about your event and your audience. Every inquiry is read personally, and you will hear back within two business days.",
  orEmail: "Prefer email? Write to",
  legend: {
    you: "About you",
    event: "Your event",
    talk: "The talk",
  },
  labels: {
    name: "Your name",
    email: "Email",
    organisation: "Organisation",
    eventName: "Event name",
    eventDate: "Event date",
    dateFlexible: "The date is flexible",
    city: "City",
    virtual: "It is a virtual event",
    audience: "Audience size",
    format: "Format",
    topic: "Topic",
    customTopic: "Your topic",
    budget: "Budget",
    message: "Anything else I should know?",
    website: "Leave this field empty",
  },
  optional: "(optional)",
  required: "(required)",
  choose: "Choose…",
  customTopicLabel: "A custom topic",
  submit: "Send Inquiry",
  submitting: "Sending…",
  summaryTitle: "Please correct the following:",
  characters: (used: number, max: number) => `${used.toLocaleString("en-US")} of ${max.toLocaleString("en-US")} characters`,
  /** Shown when the inquiry could not be sent at all (network, server). */
  failed: `Your inquiry could not be sent. Please try again in a minute, or email ${owner.email}.`,
  rateLimited: `You have sent several inquiries in a short time. Please try again later, or email ${owner.email}.`,
  forbidden: "This form must be sent from this site. Please reload the page and try again.",
  tooLarge: "Your inquiry is too long. Please shorten the message.",
  /** Past the allowance for inquiries without Turnstile's check (CHALLENGE_REQUIRED). */
  challengeRequired:
    "Many inquiries have come from this connection, so we need a quick check that you are a person. Complete the check below: your inquiry is then sent as you wrote it.",
  /** The same, on the page a plain form post (no JavaScript) gets back: the check needs JavaScript. */
  challengeRequiredNoScript: `Many inquiries have come from this connection, so we need a quick check that you are a person, and that check needs JavaScript. Your answers are kept below: turn on JavaScript and send again, or send them by email with the link below.`,
  /** The check's widget could not run in this browser (blocked, failed). */
  challengeFailed:
    "The check could not run in this browser, so your inquiry was not sent. Your answers are kept: send them by email with the link below, or try again in a few minutes.",
  /** The check or the counters could not answer: refused rather than let a flood through. */
  unavailable: `We could not check your inquiry just now. Your answers are kept: please send again in a minute, or email ${owner.email}.`,
  /** The mailto: way through for a form without JavaScript. */
  emailInstead: "Send these answers by email instead",
  emailInsteadSubject: (eventName: string) => `Speaking inquiry: ${eventName || "my event"}`,
};

/** One clear message per problem, read beside the field and in the summary. */
export const inquiryErrors = {
  nameMissing: "Enter your name.",
  emailMissing: "Enter your email address.",
  emailInvalid: "Enter an email address like name@example.com.",
  eventNameMissing: "Enter the name of your event.",
  dateMissing: "Enter the event date, or tick “The date is flexible”.",
  dateInvalid: "Enter the date as year-month-day, for example 2027-03-14.",
  datePast: "The event date is in the past. Enter a date from today on.",
  dateTooFar: "Enter a date within the next five years, or tick “The date is flexible”.",
  formatMissing: "Choose a format.",
  choiceUnknown: "Choose one of the options.",
  customTopicMissing: "Describe the topic you have in mind.",
  tooLong: (max: number) => `Use at most ${max.toLocaleString("en-US")} characters.`,
  invalidValue: "This value is not valid.",
};

export const inquiryThankYou = {
  headline: "Thank you, your inquiry is in",
  lead: `${owner.name} has your inquiry and will reply to the email address you gave within two business days.`,
  nextStepsTitle: "What happens next",
  nextSteps: [
    { title: "Your inquiry is read personally", text: "Not by an agency or a bot: the details you sent go straight to my inbox." },
    {
      title: "A reply within two business days",
      text: "With availability for your date, a proposed format and fees. Check your spam folder if nothing arrives.",
    },
    { title: "A short call, if it fits", text: "We agree on the audience, the outcome you want and the talk that gets it." },
  ],
  links: [
    { href: "/speaker-v1", label: "Back to the speaker page" },
    { href: "/newsletter", label: `Get ${owner.newsletterName}` },
  ],
  /** No email goes to the organiser from the site: the reply is personal. */
  noEmailNote: "You will not get an automatic confirmation email; the reply comes from me in person.",
};

export const inquiryOwnerPage = {
  title: "Speaker inquiries",
  empty: "No inquiries yet.",
  exportCsv: "Download as CSV",
  markAnswered: "Mark answered",
  answered: (when: string) => `Answered ${when}`,
  unanswered: "Not answered yet",
  received: "Received",
  from: "Sent from",
  /** "Sent from" of an inquiry no page sent (typed, or an old one). */
  direct: "direct",
  /** The subject of a reply from the owner's list. */
  replySubject: (event: string) => `Re: your inquiry about ${event}`,
  flexible: "flexible",
  virtual: "virtual",
  searchLabel: "Search by name, email or event",
  searchButton: "Search",
  showAll: "Show all",
  order: (perPage: number) => `Newest first, ${perPage} a page.`,
  noMatch: (search: string) => `No inquiry matches “${search}”.`,
  pages: "Pages of inquiries",
  older: "Older inquiries",
  newest: "Back to the newest",
};

/** The cron's digest of the inquiries over the hourly cap on owner emails. */
export const inquiryDigest = {
  subject: (count: number) => `Speaking inquiries: ${count} more arrived (digest)`,
  intro: (count: number, cap: number) =>
    `More than ${cap} speaking inquiries arrived within an hour, so the rest come together here instead of one email each. All ${count} are stored and listed on your inquiries page; reply to each organiser from there.`,
  page: "Your inquiries page",
};

export const inquiryEmail = {
  /** The sender on the site's domain (Email Routing sends from an address of a zone you own). */
  fromLocalPart: "inquiries",
  fromName: "Speaker inquiries",
  subject: (eventName: string, date: string) => `Speaking inquiry: ${eventName} (${date})`,
  flexibleDate: "date flexible",
  intro: "A new speaking inquiry arrived through the booking form. Reply to this email to answer the organiser.",
};
