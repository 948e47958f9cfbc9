/**
 * Words and numbers of the newsletter previewer (/newsletter-preview and its backup instance).
 * The button labels and the 2000 ms copied indicator are the spec's, word for word.
 */

export const previewerPage = {
  title: "Newsletter Preview",
  backupTitle: "Newsletter Preview (Backup)",
  badge: "Internal",
  lead: "Write this week's issue, pick a design, check it, then publish it: the page goes on the site and the email to Kit, as a draft or scheduled with the page.",
} as const;

export const previewerTexts = {
  styleLegend: "Style",
  viewLegend: "View",
  mobile: "Mobile",
  desktop: "Desktop",
  exportHeading: "Export",
  copyHtml: "Copy HTML",
  copyBody: "Copy body for Kit",
  copyBodyHint: "The <body> only, for Kit's HTML block or a custom template.",
  copyText: "Copy plain text",
  copied: "Copied!",
  showCode: "Show Code",
  hideCode: "Hide Code",
  codeLabel: "Email HTML",
  clipboardUnavailable: "This browser did not allow copying. The code is shown below and selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  draftHeading: "Draft",
  draftLabel: "Newsletter draft",
  draftHint: "Edits show in the preview as you type and are kept in this browser.",
  draftSaved: "Saved in this browser",
  draftNotSaved: "This browser is not keeping the draft (storage is blocked or full): copy it somewhere safe.",
  resetDraft: "Reset to sample",
  undoReset: "Undo reset",
  resetDone: "The draft was replaced by the sample.",
  archiveHeading: "Archive",
  archiveLabel: "Sent issue",
  openIssue: "Open in the editor",
  openedIssue: "Opened from the archive: {title}. 'View in browser' in the email links to its page.",
  publishedIssue: "Published on the site as {title}: 'View in browser' in the email links to its page.",
  freshDraft: "A new draft: 'View in browser' in the email links to the archive until the issue is published there.",
  formatSummary: "Draft format",
  previewTab: "Preview",
  textTab: "Plain text",
  checksTab: "Pre-send checks",
  tabsLabel: "Output",
  frameTitle: "Email preview",
  manualCopyLabel: "Text to copy",
  close: "Close",
  sizeSummary: "{size} of {limit}",
  openChecks: "Open the pre-send checks:",
  loadingText: "Preparing the plain-text version…",
  /** The Publish button beside the export buttons; also its accessible name. */
  publish: "Publish",
  publishLoading: "Opening the Publish form…",
  publishLoadFailed: "The Publish form could not be loaded. Check the connection, then press Publish again.",
  openedPublished: "Opened the published issue “{title}”: Publish updates it.",
  openFailed: "The published issue {slug} could not be opened ({reason}). Your own draft is unchanged.",
} as const;

/** The draft format in brief; the full rules are in the README. */
export const draftFormatHelp: readonly { marker: string; meaning: string }[] = [
  { marker: "HOOK: …", meaning: "one line: inbox preview text and the lead under the masthead" },
  { marker: "INTRO:", meaning: "the opening paragraphs that follow it" },
  { marker: "# Title / ## Title", meaning: "a section (level 1) or a subsection (level 2)" },
  { marker: "blank line", meaning: "ends a block: a paragraph, a list or a callout" },
  { marker: "TIP_BOX: …", meaning: "a callout; also PROMPT_BOX, NOTE_BOX, SIDENOTE_BOX, BONUS_BOX, HEADER_STACK" },
  { marker: "PRO_TIP", meaning: "alone on its line: the Advanced Mode breakdown callout" },
  {
    marker: "VIDEO: https://youtu.be/…",
    meaning: "alone on its line, in the intro or a section: the video's card (its thumbnail and title, linked to its page on the site)",
  },
  { marker: "* point / 1. step / 78% …", meaning: "on separate lines in one block: a list" },
  {
    marker: "FOOTER_CTA_URL: …",
    meaning: "footer lines (FOOTER_FORWARD, FOOTER_SIGNUP, FOOTER_UNSUBSCRIBE, FOOTER_CTA_TEXT, FOOTER_CTA_BUTTON, FOOTER_CTA_URL)",
  },
];

/** Milliseconds 'Copied!' stays on the button (spec, section 9). */
export const COPIED_INDICATOR_MS = 2000;
/** Pause in typing before the preview and the saved draft catch up. */
export const DRAFT_DEBOUNCE_MS = 250;

/** Preview widths (spec, section 9): the phone width exactly, the desktop width at most. */
export const PREVIEW_WIDTHS = { mobile: 375, desktop: 800 } as const;

/** Gmail shows "[Message clipped]" above about 102 KB of HTML. */
export const GMAIL_CLIP_BYTES = 102 * 1024;
/** Above this share of the limit the size check warns, leaving room for Kit's own additions. */
export const SIZE_WARNING_SHARE = 0.8;

export const presendTexts = {
  sizeHeading: "Email size",
  sizeOfLimit: "of {limit}: Gmail clips longer emails",
  sizeOk: "Well under Gmail's clipping limit.",
  sizeWarn: "Close to Gmail's clipping limit: Kit adds its own tracking; trim the issue.",
  sizeFail: "Over Gmail's clipping limit: Gmail will hide the end of the email, including the unsubscribe link.",
  tagsHeading: "Kit merge tags",
  tagPresent: "present",
  tagMissing: "missing",
  unsubscribeTag: "Unsubscribe link",
  addressTag: "Postal address",
  linksHeading: "Links",
  linksOk: "All {count} links are https (or mailto) and have text.",
  linksNone: "No links.",
  droppedHeading: "Left out of the email",
  droppedDetail: "not https or mailto, so the email shows no link here",
  imagesHeading: "Images",
  imagesOk: "All {count} images have alt text.",
  imagesNone: "No images.",
  videosHeading: "Videos",
  videosOk: "{count} video cards, each naming a video the site shows.",
  videosOne: "1 video card, naming a video the site shows.",
  videosNone: "No VIDEO: lines.",
  clientsHeading: "Email clients",
  clientsIntro: "Checked against caniemail data for Gmail, Outlook and Apple Mail.",
  clientsLoading: "Loading caniemail data…",
  clientsFailed: "The caniemail data could not be loaded. Reload the page to try again.",
  clientOk: "Nothing unsupported beyond the handled extras.",
  unsupported: "not supported",
  partial: "partly supported",
  variantsIn: "in {variants}",
  handledSummary: "{count} handled extras (with fallbacks)",
  summaryOk: "All checks pass",
  summaryIssues: "{count} to fix",
  sharePercent: "{bytes} bytes, {percent}% of the limit",
} as const;

/** Problems the link and image checks report, by kind. */
export const presendProblems = {
  emptyHref: "has no address",
  notHttps: "is not https",
  emptyText: "has no text",
  missingAlt: "has no alt text",
} as const;

/** The email clients the compatibility check covers, as caniemail names them. */
export const compatibilityClients = [
  { name: "Gmail", glob: "gmail.*" },
  { name: "Outlook", glob: "outlook.*" },
  { name: "Apple Mail", glob: "apple-mail.*" },
] as const;
