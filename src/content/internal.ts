/** Words of the internal tools' own screens (the newsletter previewer's lock). */
export const previewerLocked = {
  pageTitle: "Previewer locked | Internal",
  title: "The newsletter previewer is locked",
  lead: "It opens only with a password, and none is set for this site yet.",
  howTo: "To open it, set the PREVIEW_PASSWORD secret, then reload this page and sign in with any user name and that password:",
  command: "npx wrangler secret put PREVIEW_PASSWORD",
  /** Instead of `lead`, when the password set is weaker than the rule. */
  weakLead: "It opens only with a strong password, and the one set in PREVIEW_PASSWORD is too weak.",
  homeLink: "Return to Home",
} as const;

/** The internal pages' password rule, as the owner reads it (worker/internal/password-strength.ts holds the threshold). */
export const passwordRule =
  "the password must be hard to guess: the zxcvbn strength estimate must put it at 10^12 guesses or more, which 20 generated characters or five random words reach and a word with digits or a keyboard row never do, whatever their length; generate one, for example with: openssl rand -base64 24";

/** The internal pages behind Cloudflare Access, reached without Access's token. */
export const accessRequired = "Sign in through Cloudflare Access to open this page.";

/** The previewer's answer to a client past its wrong-password limit (429). */
export const previewerGuesses = {
  tooMany: (minutes: number) => `Too many wrong passwords from this connection. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The guess counter is down: passwords are not checked uncounted. */
  uncounted: "Sign-in is unavailable for a moment. Try again in a minute.",
} as const;
