import { CUSTOM_TOPIC, inquiryChoices, inquiryForm } from "../content/inquiry.ts";
import { speaker } from "../content/speaker.ts";
import { EMAIL_MAX_LENGTH } from "../signup/email-address.ts";

/** A speaker inquiry's fields, paths, limits and values as the form holds them; the rules are ./validate.ts. */

/** Where the form is, where it posts, where it leads. */
export const INQUIRY_FORM_PATH = "/speaker/inquire";
export const INQUIRY_THANK_YOU_PATH = "/speaker/inquire/thank-you";
export const INQUIRY_API_PATH = "/api/inquiry";
/** The action the inquiry form's Turnstile widget runs with (Siteverify checks a token was issued for it). */
export const INQUIRY_TURNSTILE_ACTION = "inquiry";
/** The owner's list and its export. */
export const INQUIRIES_PAGE_PATH = "/internal/inquiries";
export const INQUIRIES_CSV_PATH = "/internal/inquiries.csv";
export const INQUIRY_ANSWER_PATH = "/internal/inquiries/answer";

/** Largest request body the endpoint reads (JSON or urlencoded; the message alone may be 5,000 characters of up to 3 bytes). */
export const INQUIRY_MAX_BODY_BYTES = 16 * 1024;

/** Longest text of each field. */
export const INQUIRY_MAX_LENGTH = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  organisation: 150,
  eventName: 150,
  city: 100,
  customTopic: 300,
  message: 5000,
} as const;

/** The speaker pages a form may say it came from: /speaker and /speaker-v1 to /speaker-v6. */
const SOURCE_PAGE = /^\/speaker(?:-v[1-9])?$/;
export const isSourcePage = (path: string): boolean => SOURCE_PAGE.test(path);
/** The design a source page shows (v3 for /speaker-v3), stored with the inquiry. */
export const variantOf = (path: string): string | null => /^\/speaker-(v[1-9])$/.exec(path)?.[1] ?? null;

/** Topic choices: the speaker's three topics by slug, then a custom one. */
export const inquiryTopics = [
  ...speaker.topics.map((topic) => ({ value: topic.icon as string, label: topic.title as string })),
  { value: CUSTOM_TOPIC, label: inquiryForm.customTopicLabel },
];

export type InquiryField =
  | "name"
  | "email"
  | "organisation"
  | "eventName"
  | "eventDate"
  | "dateFlexible"
  | "city"
  | "virtual"
  | "audience"
  | "format"
  | "topic"
  | "customTopic"
  | "budget"
  | "message";

/** The fields in the form's order: the summary lists errors in it, and focus goes to the first. */
export const INQUIRY_FIELDS: readonly InquiryField[] = [
  "name",
  "email",
  "organisation",
  "eventName",
  "eventDate",
  "dateFlexible",
  "city",
  "virtual",
  "audience",
  "format",
  "topic",
  "customTopic",
  "budget",
  "message",
];

/** A valid inquiry, as stored and sent. */
export interface Inquiry {
  name: string;
  email: string;
  organisation: string;
  eventName: string;
  /** YYYY-MM-DD, or null when the date is flexible and none was given. */
  eventDate: string | null;
  dateFlexible: boolean;
  /** The city, or "virtual". */
  city: string;
  audience: string;
  format: string;
  topic: string;
  customTopic: string;
  budget: string;
  message: string;
  /** The speaker page the organiser came from ("" when unknown). */
  sourcePage: string;
}

/** What the form holds: every field as text (checkboxes as booleans). */
export type InquiryValues = Record<Exclude<InquiryField, "dateFlexible" | "virtual">, string> & {
  dateFlexible: boolean;
  virtual: boolean;
  from: string;
  /** The experiment variant the organiser saw on that page (`speaker-design:v3`), so the inquiry counts for it. */
  experiment: string;
};

export const emptyInquiryValues = (from = "", topic = "", experiment = ""): InquiryValues => ({
  name: "",
  email: "",
  organisation: "",
  eventName: "",
  eventDate: "",
  dateFlexible: false,
  city: "",
  virtual: false,
  audience: "",
  format: "",
  topic,
  customTopic: "",
  budget: "",
  message: "",
  from,
  experiment,
});

export type InquiryErrors = Partial<Record<InquiryField, string>>;

/** The label a stored choice is read as ("keynote" → "Keynote"). */
export function choiceLabel(kind: "audience" | "format" | "budget" | "topic", value: string): string {
  if (kind === "topic") return inquiryTopics.find((choice) => choice.value === value)?.label ?? value;
  return (inquiryChoices[kind] as readonly { value: string; label: string }[]).find((choice) => choice.value === value)?.label ?? value;
}

/** Orders a set of errors as the form does (for the summary and the first focus). */
export function orderedErrors(errors: InquiryErrors): [InquiryField, string][] {
  return INQUIRY_FIELDS.flatMap((field) => (errors[field] ? [[field, errors[field]] as [InquiryField, string]] : []));
}
