import * as v from "valibot";
import { CUSTOM_TOPIC, inquiryChoices, inquiryErrors, inquiryForm } from "../content/inquiry.ts";
import { speaker } from "../content/speaker.ts";
import { checkEmail, EMAIL_MAX_LENGTH } from "../signup/email-address.ts";

/**
 * The one definition of a speaker inquiry, read by the form island before it sends and by the
 * worker (POST /api/inquiry) before it stores: the browser never accepts what the server refuses.
 */

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

const AUDIENCES = inquiryChoices.audience.map((choice) => choice.value);
const FORMATS = inquiryChoices.format.map((choice) => choice.value);
const BUDGETS = inquiryChoices.budget.map((choice) => choice.value);
const TOPICS = inquiryTopics.map((choice) => choice.value);

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

// A control character other than a line break or tab (header injection, log forging); the message may span lines.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const LINE_BREAK = /[\r\n\t]/;

/** A text field: trimmed, at most `max` characters, no control characters (line breaks only where allowed). */
const text = (max: number, multiline = false) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, inquiryErrors.tooLong(max)),
    v.check((value) => !CONTROL.test(value) && (multiline || !LINE_BREAK.test(value)), inquiryErrors.invalidValue),
  );
const required = (max: number, missing: string) => v.pipe(text(max), v.nonEmpty(missing));
/** One of `values`, or empty. */
const choice = (values: readonly string[]) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((value) => value === "" || values.includes(value), inquiryErrors.choiceUnknown),
  );
/** A checkbox: true/false from JSON, "on" (or absent) from a form post. */
const checkbox = v.pipe(
  v.optional(v.union([v.boolean(), v.picklist(["on", "true", "false", ""])]), false),
  v.transform((value) => value === true || value === "on" || value === "true"),
);

/** The fields one by one; the rules between fields (date or flexible, a custom topic's text) follow in `validateInquiry`. */
export const inquiryFieldsSchema = v.object({
  name: required(INQUIRY_MAX_LENGTH.name, inquiryErrors.nameMissing),
  email: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(inquiryErrors.emailMissing),
    v.check((value) => checkEmail(value).ok, inquiryErrors.emailInvalid),
  ),
  organisation: text(INQUIRY_MAX_LENGTH.organisation),
  eventName: required(INQUIRY_MAX_LENGTH.eventName, inquiryErrors.eventNameMissing),
  eventDate: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((value) => value === "" || isCalendarDate(value), inquiryErrors.dateInvalid),
  ),
  dateFlexible: checkbox,
  city: text(INQUIRY_MAX_LENGTH.city),
  virtual: checkbox,
  audience: choice(AUDIENCES),
  format: v.pipe(choice(FORMATS), v.nonEmpty(inquiryErrors.formatMissing)),
  topic: choice(TOPICS),
  customTopic: text(INQUIRY_MAX_LENGTH.customTopic),
  budget: choice(BUDGETS),
  message: text(INQUIRY_MAX_LENGTH.message, true),
  from: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200)),
  experiment: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(80)),
  /** The honeypot: people leave it empty (it is hidden); a filled one is a bot. */
  website: v.optional(v.string(), ""),
});

/** YYYY-MM-DD naming a real day. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date as YYYY-MM-DD, as the browser reads it (the form's own check). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The earliest date that is still today somewhere on Earth (UTC−12), as the server reads it: an
 * organiser far west of the server is not told their today is in the past.
 */
export function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3600_000).toISOString().slice(0, 10);
}

const YEARS_AHEAD = 5;

export type InquiryCheck = { ok: true; inquiry: Inquiry; honeypot: boolean; seenExperiment: string } | { ok: false; errors: InquiryErrors; shape?: string };

/**
 * Checks a form's or a request's fields. `today` is the first date allowed (YYYY-MM-DD). Returns
 * the inquiry, or one message for each field that is wrong; `shape` when the input is not an object
 * of text fields at all (a request no form makes).
 */
export function validateInquiry(input: unknown, today: string): InquiryCheck {
  const parsed = v.safeParse(inquiryFieldsSchema, input);
  const errors: InquiryErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key !== "string") return { ok: false, errors, shape: issue.message };
      if (key === "from" || key === "experiment" || key === "website") continue;
      if (!INQUIRY_FIELDS.includes(key as InquiryField)) return { ok: false, errors, shape: `${key}: ${issue.message}` };
      errors[key as InquiryField] ??= issue.message;
    }
  }
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const fields = parsed.success ? parsed.output : undefined;
  // The rules between fields, on what the single fields left valid.
  const date = fields?.eventDate ?? (typeof raw.eventDate === "string" ? raw.eventDate.trim() : "");
  const flexible = fields?.dateFlexible ?? (raw.dateFlexible === true || raw.dateFlexible === "on" || raw.dateFlexible === "true");
  if (!errors.eventDate) {
    if (date === "" && !flexible) errors.eventDate = inquiryErrors.dateMissing;
    else if (date !== "" && date < today) errors.eventDate = inquiryErrors.datePast;
    else if (date !== "" && date > `${Number(today.slice(0, 4)) + YEARS_AHEAD}${today.slice(4)}`) errors.eventDate = inquiryErrors.dateTooFar;
  }
  const topic = fields?.topic ?? (typeof raw.topic === "string" ? raw.topic : "");
  const customTopic = fields?.customTopic ?? (typeof raw.customTopic === "string" ? raw.customTopic.trim() : "");
  if (!errors.customTopic && topic === CUSTOM_TOPIC && customTopic === "") errors.customTopic = inquiryErrors.customTopicMissing;

  if (!fields || Object.keys(errors).length > 0) return { ok: false, errors };
  const sourcePage = isSourcePage(fields.from) ? fields.from : "";
  return {
    ok: true,
    honeypot: fields.website.trim() !== "",
    seenExperiment: fields.experiment,
    inquiry: {
      name: fields.name,
      email: fields.email,
      organisation: fields.organisation,
      eventName: fields.eventName,
      eventDate: fields.eventDate === "" ? null : fields.eventDate,
      dateFlexible: fields.dateFlexible,
      city: fields.virtual ? "virtual" : fields.city,
      audience: fields.audience,
      format: fields.format,
      topic: fields.topic,
      customTopic: fields.topic === CUSTOM_TOPIC ? fields.customTopic : "",
      budget: fields.budget,
      message: fields.message,
      sourcePage,
    },
  };
}

/** The label a stored choice is read as ("keynote" → "Keynote"). */
export function choiceLabel(kind: "audience" | "format" | "budget" | "topic", value: string): string {
  if (kind === "topic") return inquiryTopics.find((choice) => choice.value === value)?.label ?? value;
  return (inquiryChoices[kind] as readonly { value: string; label: string }[]).find((choice) => choice.value === value)?.label ?? value;
}

/** Orders a set of errors as the form does (for the summary and the first focus). */
export function orderedErrors(errors: InquiryErrors): [InquiryField, string][] {
  return INQUIRY_FIELDS.flatMap((field) => (errors[field] ? [[field, errors[field]] as [InquiryField, string]] : []));
}
