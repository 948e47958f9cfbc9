/**
 * Speaker inquiries: stored in D1 (DB), sent to the owner through an outbox with a lease
 * and Email Routing (OWNER_EMAIL; a recording stand-in in development), at most ten single emails
 * an hour and then one digest, retried from the `inquiries` queue and the cron when either fails;
 * the owner's list and CSV read the rows in pages.
 */
export { consumeInquiries } from "./consumer";
export { INQUIRY_MAX_RETRIES, INQUIRY_QUEUE_NAME, INQUIRY_RETRY_SECONDS } from "./queue-settings";
export { CSV_PAGE_ROWS, inquiriesCsv, inquiriesCsvStream } from "./csv";
export { emailOwnerOnce, intakeInquiry, type EmailOutcome, type IntakeOutcome } from "./deliver";
export { sendOwnerDigest } from "./digest";
export { DIGEST_MAX_INQUIRIES, ownerDigestCap, ownerEmailCap } from "./email-cap";
export { EMAIL_LEASE_SECONDS, takeEmailLease } from "./outbox";
export { sendUnsentEmails, UNSENT_AFTER_MINUTES } from "./unsent";
export { devOutbox } from "./mailer";
export { escapeHtml, inquiryDetails, mailbox, messageIdOf, mimeMessage, ownerEmail, senderAddress, type OwnerEmail } from "./owner-email";
export { mailerFor } from "./deliver";
export { inquiryOfRow, markAnswered, pageOfInquiries, type InquiryCursor, type InquiryRow } from "./repository";
export { countReceivedBetween, countUnanswered } from "./counts";
