/** Words of drafts kept on the server: the previewer's save status and conflict choice, the list, the API's refusals. */
export const draftTexts = {
  newIssue: "New issue",
  newIssueHint: "Starts a new draft from the format's starter lines; the draft you are on stays in the list.",
  saving: "Saving…",
  savedOnServer: "Saved on the site {ago}: open it from the issue list in any browser.",
  savedLocally: "Not saved on the site yet (it could not be reached): kept in this browser, saved when the site answers.",
  tooLarge: "The draft is over 256 KB, too large to save on the site: it stays in the editor and this browser. Shorten it to save it.",
  tooMany: "Too many saves in a minute: the next one goes in a moment.",
  signIn: "Your sign-in has expired: sign in again in another tab, then keep typing.",
  conflictTitle: "This draft was changed elsewhere",
  conflict: "Another tab or device saved a newer version of this draft {ago}. Nothing was overwritten: choose which to keep.",
  takeNewer: "Use the newer version",
  keepMine: "Keep mine as a new draft",
  keptAsCopy: "Your text is now a new draft; the newer version stays in the list.",
  previewWeb: "Preview the web page",
  previewWebHint: "Opens in a new tab: the issue's page as it will look, seen only by you.",
  list: {
    heading: "Drafts",
    lead: "Saved on the site: open one in any browser.",
    empty: "No draft. “New issue” starts one.",
    edited: "Edited {ago}",
    untitled: "(empty draft)",
    open: "Open in the previewer",
    preview: "Preview",
    history: "History",
  },
} as const;

/** The API's refusals (JSON `error`), in words. */
export const draftErrors = {
  notFound: "No draft at this address: it may have been published and replaced by its issue.",
  unreadable: "The draft could not be read from the request: send JSON (or a form) with text, style and base_version.",
  tooLarge: "The draft's text is over 256 KB, too large to save. Nothing was saved: shorten it and save again.",
  tooManyDrafts: "There are already 200 drafts on the site, the most it keeps. Delete or publish one, then start a new one. Nothing was created.",
  badKey: "The Idempotency-Key header must be 8 to 100 printable characters without spaces. Nothing was created.",
  restoreUnconfirmed: "Tick the box to confirm the restore: nothing was changed.",
  tooMany: "Too many saves from this connection in a minute. Wait a moment.",
  conflict: "Another tab or device saved a newer version of this draft. Nothing was saved: the newer version is in `draft`.",
  crossSite: "The site refused the request because it did not come from its own pages.",
  unavailable: "The site's draft store is unavailable right now. Nothing was saved.",
} as const;
