/**
 * The face of src/inquiry/, the speaking inquiry: its form's rules and paths, and the owner's emails
 * about it. The worker enters the module here (test/unit/module-boundaries.test.ts); the site's own
 * files import the inner file they need, so a browser bundle carries no more than that.
 */
export { digestEmailWords, escapeHtml, inquiryDetails, inquiryEmailWords, inquiryMail } from "./owner-emails.ts";
export {
  earliestToday,
  emptyInquiryValues,
  INQUIRIES_CSV_PATH,
  INQUIRIES_PAGE_PATH,
  type Inquiry,
  INQUIRY_ANSWER_PATH,
  INQUIRY_API_PATH,
  INQUIRY_FORM_PATH,
  INQUIRY_MAX_BODY_BYTES,
  INQUIRY_THANK_YOU_PATH,
  INQUIRY_TURNSTILE_ACTION,
  type InquiryErrors,
  type InquiryValues,
  isSourcePage,
  validateInquiry,
  variantOf,
} from "./schema.ts";
