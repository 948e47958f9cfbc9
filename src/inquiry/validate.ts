import * as v from "valibot";
import { CUSTOM_TOPIC, inquiryChoices, inquiryErrors } from "../content/inquiry.ts";
import { checkEmail } from "../signup/email-address.ts";
// The rules of a speaker inquiry (./fields.ts has its shape), the same in the form island and the worker.
import { INQUIRY_FIELDS, INQUIRY_MAX_LENGTH, inquiryTopics, isSourcePage, type Inquiry, type InquiryErrors, type InquiryField } from "./fields.ts";

const AUDIENCES = inquiryChoices.audience.map((choice) => choice.value);
const FORMATS = inquiryChoices.format.map((choice) => choice.value);
const BUDGETS = inquiryChoices.budget.map((choice) => choice.value);
const TOPICS = inquiryTopics.map((choice) => choice.value);

// A control character other than a line break or tab (header injection, log forging); the message may span lines.
const CONTROL = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;
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
