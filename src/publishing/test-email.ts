import { ISSUES_PATH } from "./contract";
import { DRAFTS_PATH } from "./drafts";

/**
 * "Send me a test": the exact email of a draft or an issue (its style, HTML and text, absolute
 * links, subject "[Test] …") to the owner's own address, through Email Routing's send_email
 * binding, the mailer of the inquiry emails (in development a stand-in that records it and sends
 * nothing: the owner is told so). Its "View in browser" is the issue's page once it has one, the
 * draft's preview before. A form post answers 303 back to the previewer with a notice
 * (TEST_EMAIL_PARAM); JSON answers 202.
 */
export const draftTestEmailPath = (id: string) => `${DRAFTS_PATH}/${id}/test-email`;
export const issueTestEmailPath = (slug: string) => `${ISSUES_PATH}/${slug}/test-email`;

/** At most this many tests an hour (Email Routing sends to the owner's own inbox: a flood would be his). */
export const TEST_EMAILS_PER_HOUR = 10;

/** The notice the previewer shows after a form post: ?test_email=<outcome>&test_email_detail=<to, or why not>. */
export const TEST_EMAIL_PARAM = "test_email";
export const TEST_EMAIL_DETAIL_PARAM = "test_email_detail";

/** `sent`: Email Routing took it for his inbox; `recorded`: kept here, not sent (development's stand-in); the rest: not sent, and why. */
export type TestEmailOutcome = "sent" | "recorded" | "limited" | "refused" | "missing";
export type TestEmailRefusal = Exclude<TestEmailOutcome, "sent" | "recorded">;

/** The JSON answer. */
export type TestEmailAnswer =
  | { success: true; outcome: "sent" | "recorded"; to: string; subject: string }
  | { success: false; outcome: TestEmailRefusal; error: string };
