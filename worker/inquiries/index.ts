/**
 * Speaker inquiries: stored in D1 (INQUIRIES_DB), sent to the owner once through Email Routing
 * (OWNER_EMAIL; a recording stand-in in development), retried from the `inquiries` queue when
 * either fails; the owner's list and CSV read the rows.
 */
export { consumeInquiries, INQUIRY_MAX_RETRIES, INQUIRY_QUEUE_NAME, INQUIRY_RETRY_SECONDS } from "./consumer";
export { inquiriesCsv } from "./csv";
export { emailOwnerOnce, intakeInquiry, type IntakeOutcome } from "./deliver";
export { sendUnsentEmails, UNSENT_AFTER_MINUTES } from "./unsent";
export { devOutbox } from "./mailer";
export { escapeHtml, inquiryDetails, ownerEmail, type OwnerEmail } from "./owner-email";
export { inquiryOfRow, listInquiries, markAnswered, type InquiryRow } from "./repository";
