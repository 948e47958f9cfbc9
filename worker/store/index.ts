/**
 * What SIGNUPS_KV and the signup queues hold: key names and the queue message codec. Imported by
 * the worker and by the owner's script (scripts/signups.mjs, which Node runs as TypeScript), so
 * its imports carry their `.ts` extension and are type-only where they leave this folder.
 */
export { KEY_PREFIX, kvKeys } from "./keys.ts";
export { readSignupMessage, signupMessage, type DeadLetter, type Signup, type SignupMessage } from "./messages.ts";
export { inquiryMessage, readInquiryMessage, type InquiryMessage, type StoredInquiry } from "./inquiry-messages.ts";
export { emailIdentity, mailboxOf } from "./mailbox.ts";
export { allRows, batchRows, firstRow, parseRow, RowShapeError, type RowSchema } from "./rows.ts";
