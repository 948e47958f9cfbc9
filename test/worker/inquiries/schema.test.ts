import { describe, expect, it } from "vitest";
import { inquiryErrors } from "../../../src/content/inquiry";
import { earliestToday, INQUIRY_MAX_LENGTH, validateInquiry } from "../../../src/inquiry/schema";
import { daysFromToday, validInquiry } from "../../fakes/inquiry-harness";

const today = earliestToday();
const check = (overrides: Record<string, unknown>) => validateInquiry(validInquiry(overrides), today);
const errorsOf = (overrides: Record<string, unknown>) => {
  const result = check(overrides);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
};

describe("the inquiry schema (shared by the form and POST /api/inquiry)", () => {
  it("accepts a complete inquiry and keeps its page and a trimmed text", () => {
    const result = check({ name: "  Ada Organiser  " });
    expect(result).toMatchObject({
      ok: true,
      honeypot: false,
      inquiry: { name: "Ada Organiser", sourcePage: "/speaker-v3", format: "keynote", city: "Lisbon" },
    });
  });

  it("asks for name, email, event, a date or 'flexible', and a format, each with its own message", () => {
    const errors = errorsOf({ name: "", email: " ", eventName: "", eventDate: "", dateFlexible: false, format: "" });
    expect(errors).toEqual({
      name: inquiryErrors.nameMissing,
      email: inquiryErrors.emailMissing,
      eventName: inquiryErrors.eventNameMissing,
      eventDate: inquiryErrors.dateMissing,
      format: inquiryErrors.formatMissing,
    });
  });

  it("takes 'flexible' instead of a date, from JSON (true) and from a form ('on')", () => {
    expect(check({ eventDate: "", dateFlexible: true })).toMatchObject({ ok: true, inquiry: { eventDate: null, dateFlexible: true } });
    expect(check({ eventDate: "", dateFlexible: "on" })).toMatchObject({ ok: true, inquiry: { dateFlexible: true } });
  });

  it("refuses an invalid email address", () => {
    for (const email of ["ada", "ada@", "ada@example", "a b@example.org", "ada@example.org\r\nBcc: x@y.z"])
      expect(errorsOf({ email }).email, email).toBe(inquiryErrors.emailInvalid);
  });

  it("refuses a date in the past, a date that is no date, and one more than five years ahead", () => {
    expect(errorsOf({ eventDate: daysFromToday(-3) }).eventDate).toBe(inquiryErrors.datePast);
    expect(errorsOf({ eventDate: "2027-02-30" }).eventDate).toBe(inquiryErrors.dateInvalid);
    expect(errorsOf({ eventDate: "next week" }).eventDate).toBe(inquiryErrors.dateInvalid);
    expect(errorsOf({ eventDate: daysFromToday(6 * 366) }).eventDate).toBe(inquiryErrors.dateTooFar);
    expect(check({ eventDate: daysFromToday(0) }).ok).toBe(true);
  });

  it("bounds every field: 10 KB of message is refused with the limit named", () => {
    expect(errorsOf({ message: "x".repeat(10 * 1024) }).message).toBe(inquiryErrors.tooLong(INQUIRY_MAX_LENGTH.message));
    expect(check({ message: "x".repeat(INQUIRY_MAX_LENGTH.message) }).ok).toBe(true);
    expect(errorsOf({ name: "n".repeat(INQUIRY_MAX_LENGTH.name + 1) }).name).toBe(inquiryErrors.tooLong(INQUIRY_MAX_LENGTH.name));
    expect(errorsOf({ eventName: "e".repeat(INQUIRY_MAX_LENGTH.eventName + 1) }).eventName).toBeDefined();
  });

  it("asks for the topic's text when the topic is custom", () => {
    expect(errorsOf({ topic: "custom", customTopic: "" }).customTopic).toBe(inquiryErrors.customTopicMissing);
    expect(check({ topic: "custom", customTopic: "YouTube for nonprofits" })).toMatchObject({
      ok: true,
      inquiry: { topic: "custom", customTopic: "YouTube for nonprofits" },
    });
    // A custom text without the custom choice is not kept.
    expect(check({ topic: "search", customTopic: "ignored" })).toMatchObject({ ok: true, inquiry: { customTopic: "" } });
  });

  it("refuses choices the form does not offer, and line breaks in one-line fields", () => {
    expect(errorsOf({ format: "concert" }).format).toBe(inquiryErrors.choiceUnknown);
    expect(errorsOf({ budget: "a million" }).budget).toBe(inquiryErrors.choiceUnknown);
    expect(errorsOf({ name: "Ada\nBcc: someone" }).name).toBe(inquiryErrors.invalidValue);
    expect(check({ message: "line one\nline two" }).ok).toBe(true);
  });

  it("keeps a script tag as text (escaping is the renderers' job)", () => {
    expect(check({ name: "<script>alert(1)</script>" })).toMatchObject({ ok: true, inquiry: { name: "<script>alert(1)</script>" } });
  });

  it("stores 'virtual' as the city of a virtual event, and forgets a page that is not a speaker page", () => {
    expect(check({ virtual: true, city: "" })).toMatchObject({ ok: true, inquiry: { city: "virtual" } });
    expect(check({ from: "https://evil.example/" })).toMatchObject({ ok: true, inquiry: { sourcePage: "" } });
  });

  it("tells a request no form makes (a field of the wrong type) apart from a form's mistakes", () => {
    const result = validateInquiry(validInquiry({ name: ["a", "b"] }), today);
    expect(result.ok).toBe(false);
    expect(validateInquiry("not an object", today)).toMatchObject({ ok: false, shape: expect.any(String) });
  });

  it("marks a filled honeypot", () => {
    expect(check({ website: "http://spam.example" })).toMatchObject({ ok: true, honeypot: true });
  });
});
