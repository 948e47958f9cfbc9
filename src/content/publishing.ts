/** Words of publishing an issue from the previewer: the endpoint's problems, the owner's issue list, the withdrawn issue's page. */
import { STYLE_KEYS } from "../newsletter-contract/types";
import { PREVIEW_TEXT_MAX_CHARS, PUBLISH_MAX_DRAFT_BYTES, SEND_LEAD_MINUTES, SLUG_MAX_CHARS, SUBJECT_MAX_CHARS, TITLE_MAX_CHARS } from "../publishing/contract";
import { owner } from "./owner";
import { kitStatusWords } from "./kit-status";

export const publishProblems = {
  bodyUnreadable: "The request could not be read: send the fields as a form or as JSON.",
  bodyTooLarge: `The draft is too long to publish: keep it under ${PUBLISH_MAX_DRAFT_BYTES / 1024} KB.`,
  crossSite: "Publishing is only possible from this site's own pages.",
  storageUnavailable: "The issue could not be saved right now, so nothing was published. Your draft is untouched: try again in a minute.",
  titleMissing: "Give the issue a title.",
  titleTooLong: `Shorten the title to ${TITLE_MAX_CHARS} characters or fewer.`,
  titleBadCharacter: "The title holds a character that feeds cannot show (a control character): delete it.",
  subjectTooLong: `Shorten the email's subject to ${SUBJECT_MAX_CHARS} characters or fewer (inboxes show about the first 60), or leave it empty to use the title.`,
  previewTextTooLong: `Shorten the email's preview text to ${PREVIEW_TEXT_MAX_CHARS} characters or fewer (inboxes show about the first 100), or leave it empty to use the hook.`,
  slugMissing: "Give the issue an address (lower-case words joined by hyphens).",
  slugTooLong: `Shorten the address to ${SLUG_MAX_CHARS} characters or fewer.`,
  slugInvalid: "Use only lower-case letters, digits and single hyphens in the address: no capitals, spaces, slashes or dots.",
  slugTaken: "Another issue already uses this address: choose another one.",
  slugLocked: "An issue's address cannot change once it is published.",
  dateInvalid: "Write the date as YYYY-MM-DD, a day that exists (for example 2025-07-22).",
  styleUnknown: `Pick one of the email styles: ${STYLE_KEYS.join(", ")}.`,
  draftEmpty: "The draft is empty: write the issue first.",
  draftBadCharacter: "The draft holds a character that feeds cannot show (a control character, line {line}): delete it.",
  draftNoContent: "The draft has no hook, intro or section: write the issue first.",
  warningsNotAccepted: "Publish again with the warnings accepted, or fix them first.",
  issueInRepository: "This issue lives in the repository (src/content/issues/): edit its file there.",
  issueNotFound: "No issue was published at this address.",
  issueChanged:
    "This issue was updated on another device since you opened it: nothing was changed. Both texts are kept: look at the two, then keep the site's or update with yours.",
  unpublishUnconfirmed: "Tick the box to confirm, then unpublish again.",
  problemsTitle: "The issue was not published",
  sendUnknown: "Choose how the email goes: send=draft (a draft in Kit) or send=schedule (Kit sends it when the issue goes live).",
  sendTimeMissing: "The issue is live today: pick the time the email goes (HH:MM, your time zone).",
  sendTimeInvalid: "Write the email's time as HH:MM on a 24-hour clock, for example 09:30.",
  sendTimePast: "The email cannot go on {when}: that is not at least {minutes} minutes from now. Pick a later time.",
  republishUnconfirmed: "Tick the box to confirm, then republish again.",
  kitAgainUnconfirmed: "Tick the box to confirm, then press Schedule it again.",
  notDeletedInKit: "This issue's email was not deleted in Kit: there is nothing to schedule again.",
  kitAgainTooLate: `This issue's email was wanted less than ${SEND_LEAD_MINUTES} minutes from now, too late for Kit to schedule it: open it, choose a later send time and save, then press Schedule it again.`,
  notUnpublished: "This issue is on the web already: there is nothing to republish.",
} as const;

export const issueList = {
  title: `Issues of ${owner.newsletterName}`,
  lead: "Every issue, newest first: the ones published from the previewer and the ones in the repository.",
  issuesHeading: "Issues",
  columns: { date: "Date", title: "Title", state: "On the web", kit: "Email in Kit", actions: "Actions" },
  states: { live: "Live", scheduled: "Scheduled", unpublished: "Unpublished" },
  repository: "in the repository",
  kit: {
    none: "None (sent before publishing)",
  },
  timeZone: "Dates and times are on your clock, {zone}: an issue goes live at its date and time there.",
  actions: {
    open: "Open in the previewer",
    preview: "Preview the page",
    export: "Export .txt",
    unpublish: "Unpublish",
    confirm:
      "Take this issue off the web? Its page will answer “gone” and its address stays reserved. An email scheduled and not sent yet goes back to a draft in Kit.",
    republish: "Republish",
    confirmRepublish: "Put this issue back on the web? Its page, the archive, the feed and the sitemap show it again. Its email stays a draft in Kit.",
    kitAgain: "Schedule it again",
    confirmKitAgain: "Make this issue's email again in Kit? It goes out as the issue says (scheduled, or a draft in Kit).",
  },
  empty: "No issue yet.",
  /** What the list says after a confirmed post, by the code in its address (?notice=). */
  notices: {
    sending: kitStatusWords.sending,
    "kit-again": "The email is on its way to Kit again: this list says what Kit holds once Kit has answered.",
  },
} as const;

/** The form again after a stale Update (HTML): the question the drafts ask, for an issue. */
export const issueChangedPage = {
  title: "Two versions of this issue: which one do you keep?",
  lead: "“{title}” was updated on another device ({when}) since you opened it, so your Update changed nothing. Both texts are kept (yours in the issue's history): keep the site's, or update with yours.",
  mineHeading: "Your text (not on the site)",
  siteHeading: "On the site now (version {version})",
  keepMine: "Keep this one: update with my text",
  keepSite: "Keep this one: the site's text (back to the issues)",
  history: "The issue's history",
} as const;

export const goneIssue = {
  code: "410",
  title: "This issue was taken off the web",
  pageTitle: "Issue withdrawn",
  archiveLink: "See every issue",
} as const;
