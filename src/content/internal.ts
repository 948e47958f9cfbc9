/** Words of the internal tools' own screens (the newsletter previewer's lock). */
export const previewerLocked = {
  pageTitle: "Previewer locked | Internal",
  title: "The newsletter previewer is locked",
  lead: "It opens only with a password, and none is set for this site yet.",
  howTo: "To open it, set the PREVIEW_PASSWORD secret, then reload this page and sign in with any user name and that password:",
  command: "npx wrangler secret put PREVIEW_PASSWORD",
  homeLink: "Return to Home",
} as const;

/** The previewer's answer to a client past its wrong-password limit (429). */
export const previewerGuesses = {
  tooMany: (minutes: number) => `Too many wrong passwords from this connection. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The guess counter is down: passwords are not checked uncounted. */
  uncounted: "Sign-in is unavailable for a moment. Try again in a minute.",
} as const;
