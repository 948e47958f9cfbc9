/**
 * Words of the previewer's Publish form (loaded with the form; the button's own words are in
 * previewer.ts): its fields, the problems that stop a publish (each with
 * a way to fix it), and every answer the site can give, in words the owner reads.
 */
import { colourNames } from "../styles/palette.ts";

export const publishTexts = {
  heading: "Publish this issue",
  intro: "Puts the issue on the site and its email in Kit: a draft you send from Kit, or scheduled to go with the page.",
  title: "Title",
  titleHint: "The page title, the feed entry and the email's subject in Kit.",
  address: "Address",
  addressHint: "Filled in from the title. Lower-case words joined by hyphens; it cannot change once published.",
  addressLocked: "Published at this address: it cannot change.",
  date: "Date",
  dateToday: "Today in your time zone ({zone}): the issue goes live at the time below, or as soon as you publish when that time has passed or is empty.",
  dateLater: "A later date schedules it: the page, the archive and the feed show it from {date} at the time below in your time zone ({zone}), not before.",
  time: "Time ({zone})",
  timeHint: "On your clock, with the date: the moment the page goes live, and a scheduled email goes. Empty: 00:00.",
  timeHintEdit: "On your clock, with the date: the moment the page goes live, and a scheduled email goes. Empty: the issue's time stays.",
  dateEarlier: "An earlier date: the issue is listed under that day in the archive.",
  style: "Style",
  styleHint: "The style picked under Style in the sidebar.",
  submit: "Publish now",
  submitSchedule: "Schedule",
  submitEdit: "Update “{title}”",
  sending: "Publishing…",
  close: "Close",
  acceptWarnings: "Publish with these warnings",
  problemsHeading: "Fix these first: nothing was published",
  warningsHeading: "Check these warnings",
  warningsHint: "Tick “Publish with these warnings” below to publish anyway.",
  problemFields: {
    title: "Title",
    slug: "Address",
    date: "Date",
    style: "Style",
    draft: "Draft",
    body: "Publish",
    acceptWarnings: "Warnings",
    send: "Email",
    time: "Time",
    sendTime: "Time",
    subject: "Subject",
    previewText: "Preview text",
    baseVersion: "Version",
  },
  publishedLive: "Published: the issue is live at {url}.",
  publishedScheduled: "Scheduled: the issue goes live at {url} on {date}.",
  updatedLive: "Updated: the page at {url} shows your edits.",
  updatedScheduled: "Updated: the scheduled issue goes live at {url} on {date}.",
  updatedUnpublished:
    "Saved, but the issue is not on the web: it was unpublished, so its page answers “gone”. Republish it from the issue list to put it back.",
  emailScheduled: "The email goes to your subscribers on {when}.",
  emailDraft: "Page only: the email is a draft in Kit, and does not go on {when}.",
  openIssue: "Open the issue's page",
  draftStays: "Your draft stays in the editor.",
} as const;

/** The email's schedule on the Publish form: one schedule for the web page and the email. */
export const scheduleTexts = {
  legend: "The email",
  keep: "Keep it as it is",
  keepHint:
    "The email keeps its choice: a draft in Kit stays a draft; a schedule moves with the issue's moment. Kit gets the new text unless it sent the email already.",
  draft: "A draft in Kit",
  draftHint: "Kit keeps the email as a draft: you send it from Kit, to whom and when you choose.",
  schedule: "Schedule it with the page",
  scheduleHint: "Kit sends the email to your subscribers at the issue's moment, set above on your clock.",
  timeMissing: "Pick the time the email goes (your time zone).",
  timePast: "The email cannot go on {when}: that is not at least {minutes} minutes from now. Pick a later time.",
  confirmHeading: "Schedule the email?",
  confirm: "The email goes to your subscribers on {when}.",
  confirmButton: "Yes, schedule it",
  change: "Change",
} as const;

/** Every answer that is not a success, in words; the draft always stays in the editor. */
export const publishErrors = {
  taken: "The address “{slug}” is already taken by another issue. Edit the address, then publish again.",
  tooLarge: "The draft is too large to publish (over {limit}). Shorten it, then publish again.",
  unavailable: "Nothing was published: the site's issue store is unavailable right now. Your draft is still here; try again in a minute.",
  crossSite: "The site refused the request because it did not come from this page. Reload the previewer, then publish again.",
  signIn: "Your sign-in has expired. Sign in again in another tab, then publish again.",
  network: "The site could not be reached, so nothing was published. Check the connection, then publish again.",
  other: "Publishing failed (the site answered {status}). Nothing was changed; try again.",
  problems: "The site found problems: nothing was published.",
} as const;

/**
 * The pre-send checks' problems as the Publish form lists them: what is wrong and how to fix it.
 * `{subject}` is the link's text or the image's source; `{where}` the draft line or section.
 */
export const publishCheckMessages = {
  MISSING_UNSUBSCRIBE_TAG:
    "The unsubscribe link ({{ unsubscribe_url }}) is missing: Kit refuses to send without it. Put the FOOTER_UNSUBSCRIBE line back in the draft.",
  MISSING_ADDRESS_TAG: "The postal address ({{ address }}) is missing: the law and Kit require it. Put the footer back in the draft.",
  EMAIL_TOO_LARGE: "The email is {size}, over Gmail's clipping limit of {limit}: Gmail would hide its end, unsubscribe link included. Shorten the issue.",
  EMAIL_NEAR_LIMIT: "The email is {size}, close to Gmail's clipping limit of {limit}, and Kit adds its own tracking. Consider trimming the issue.",
  LINK_NOT_HTTPS: "The link “{subject}” goes to {href}, which is not https or mailto. Change it to an https:// address.",
  LINK_EMPTY: "The link “{subject}” has no address. Add an https:// address or remove the link.",
  LINK_DROPPED: "In {where}, the link to {href} is not https or mailto, so the email would show no link there. Change it to an https:// address.",
  LINK_WITHOUT_TEXT: "A link to {subject} has no text, so a reader sees nothing to click. Give it some words.",
  IMAGE_MISSING_ALT: "The image {subject} has no alt text: readers with images off or a screen reader get nothing. Add an alt text.",
  VIDEO_AS_TEXT:
    "In {where}, “{url}” would reach readers as text, not as the video's card: put VIDEO: and the video's address alone on a line of the intro or of a section.",
  VIDEO_NOT_YOUTUBE: "VIDEO: needs the address of one YouTube video (youtube.com/watch?v=…, youtu.be/…, or /shorts/…), got {url}.",
  VIDEO_UNKNOWN: `The site does not know the video {url} yet (a new upload gets its page within minutes, once the channel's feed lists it): until then the email's thumbnail is a ${colourNames.line} placeholder and its link finds no page.`,
  VIDEO_HIDDEN: "The video {url} is hidden from the site (Videos): its card is only a link to watch it on YouTube. Show it again to have its card.",
} as const;

/** Inputs that publish but are rarely meant (src/presend-checks/careless-inputs.ts). */
export const carelessMessages = {
  DATE_BEFORE_NEWEST:
    "{date} is before the newest issue on the web ({newest}): this issue would not lead the archive, it would be listed under {date}. Use today's date to put it first.",
  DATE_FAR_PAST: "{date} is more than a year before today ({today}): is the year right? The archive and the feed would list the issue under that day.",
  SAMPLE_UNTOUCHED: "This is still the built-in sample (its hook and intro are July's): write your own issue, or press “New issue”, before publishing.",
  SAMPLE_LEFT: "The {part} is still the built-in sample's text: replace it with your own, or accept this if you meant it.",
  STARTER_PLACEHOLDER: "Line {line} still holds a placeholder to replace: “{text}”.",
  BARE_URL: 'Line {line}: {url} stays plain text in the email, not a link. Write it as <a href="https://…">words to click</a>.',
} as const;

/** The form's own fields, checked before anything is sent. */
export const publishFieldMessages = {
  TITLE_MISSING: "Give the issue a title.",
  TITLE_TOO_LONG: "Shorten the title to {max} characters or fewer (it has {length}).",
  SLUG_INVALID: "Use lower-case letters and digits joined by single hyphens, e.g. my-best-issue, at most {max} characters.",
  DATE_INVALID: "Pick a date.",
} as const;
