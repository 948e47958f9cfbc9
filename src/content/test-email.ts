import { TEST_EMAILS_PER_HOUR } from "../publishing/test-email";

/** The test email's words: the button, its subject and what the page says after it. */
export const testEmailTexts = {
  button: "Send me a test",
  hint: "The email exactly as it will go, to your own address, with “[Test]” before its subject.",
  subject: (subject: string) => `[Test] ${subject}`,
  untitled: "Untitled issue",
  sent: (to: string) => `Test sent to ${to}: look in that inbox (and its spam folder) in a minute.`,
  recorded: (to: string) =>
    `Test recorded here, not sent: development. Nothing went to ${to}; the site keeps it in this machine's log and at /internal/test-emails.`,
  limited: `Not sent: at most ${TEST_EMAILS_PER_HOUR} tests an hour. Try again later in the hour.`,
  refused: (reason: string) =>
    `Not sent: Email Routing refused it (${reason}). Check in Cloudflare (Email → Email Routing) that your address is a verified destination, then try again.`,
  missing: "Not sent: this draft is not saved on the site yet. Wait until it says it is saved, then try again.",
} as const;
