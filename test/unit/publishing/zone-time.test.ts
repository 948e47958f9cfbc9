import { describe, expect, it } from "vitest";
import { clockInZone, dayInZone, momentInWords, nextDay, startOfDay, zonedMoment } from "../../../src/publishing/zone-time";
import { dayInWords, momentOnClock, whenInWords } from "../../../src/publishing/moment-words";

const LOUISVILLE = "America/Kentucky/Louisville";

describe("days and times in the owner's zone", () => {
  it("his day is not UTC's: 9:27 PM on Nov 26 in Louisville is Nov 27 in UTC", () => {
    const time = Date.parse("2026-11-27T02:27:00Z");
    expect(dayInZone(time, LOUISVILLE)).toBe("2026-11-26");
    expect(dayInZone(time, "UTC")).toBe("2026-11-27");
    expect(clockInZone(time, LOUISVILLE)).toBe("21:27");
  });

  it("a day starts at 00:00 on his clock, across the DST changes", () => {
    expect(new Date(startOfDay("2026-12-01", LOUISVILLE)).toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(new Date(startOfDay("2026-07-01", LOUISVILLE)).toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(new Date(startOfDay("2026-12-01", "Asia/Kolkata")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(new Date(zonedMoment("2026-03-08", "09:15", "America/New_York")).toISOString()).toBe("2026-03-08T13:15:00.000Z");
    expect(new Date(zonedMoment("2026-03-07", "09:15", "America/New_York")).toISOString()).toBe("2026-03-07T14:15:00.000Z");
    // 02:30 does not exist on a spring-forward day: the moment after the gap, never a day off.
    expect(dayInZone(zonedMoment("2026-03-08", "02:30", "America/New_York"), "America/New_York")).toBe("2026-03-08");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("names a moment as he reads it, with his zone", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(momentInWords(startOfDay("2026-12-01", LOUISVILLE), LOUISVILLE, now)).toBe("Tuesday 1 December, 12:00 AM (America/Kentucky/Louisville)");
    expect(momentInWords(zonedMoment("2026-12-03", "09:00", LOUISVILLE), LOUISVILLE, now)).toBe("Thursday 3 December, 9:00 AM (America/Kentucky/Louisville)");
  });

  it("writes every date and time of his pages one way: day, date, month, then the clock; the year only when not this one", () => {
    const now = Date.parse("2026-12-01T15:00:00Z");
    const thursday = zonedMoment("2026-12-03", "09:00", LOUISVILLE);
    expect(momentOnClock(thursday, LOUISVILLE, now)).toBe("Thursday 3 December, 9:00 AM");
    // His clock, not UTC's nor the machine's: 21:30 in Louisville is the next day in UTC.
    expect(momentOnClock(zonedMoment("2026-12-03", "21:30", LOUISVILLE), LOUISVILLE, now)).toBe("Thursday 3 December, 9:30 PM");
    expect(momentOnClock(zonedMoment("2025-07-01", "09:00", LOUISVILLE), LOUISVILLE, now)).toBe("Tuesday 1 July 2025, 9:00 AM");
    expect(dayInWords("2026-12-03", now)).toBe("Thursday 3 December");
    expect(dayInWords("2025-07-01", now)).toBe("Tuesday 1 July 2025");
    expect(whenInWords(new Date(now - 60 * 60_000).toISOString(), LOUISVILLE, now)).toBe("today, 9:00 AM");
    expect(whenInWords(new Date(now - 24 * 60 * 60_000).toISOString(), LOUISVILLE, now)).toBe("yesterday, 10:00 AM");
    expect(whenInWords(new Date(thursday).toISOString(), LOUISVILLE, now)).toBe("Thursday 3 December, 9:00 AM");
    // No narrow no-break space from the runtime's Intl: the same bytes in workerd, Node and Chromium.
    expect(momentOnClock(thursday, LOUISVILLE, now)).not.toMatch(/\u202f/);
  });

  describe("summer time, decided in one place", () => {
    const at = (day: string, clock: string, zone: string) => new Date(zonedMoment(day, clock, zone)).toISOString();

    it("America/New_York: a time in the spring gap is the first moment after it; a repeated hour is its first occurrence", () => {
      // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00Z).
      expect(at("2026-03-08", "02:30", "America/New_York")).toBe("2026-03-08T07:00:00.000Z");
      expect(at("2026-03-08", "01:59", "America/New_York")).toBe("2026-03-08T06:59:00.000Z");
      expect(at("2026-03-08", "03:00", "America/New_York")).toBe("2026-03-08T07:00:00.000Z");
      // 2026-11-01: 01:00-01:59 happens twice (EDT, then EST): the first.
      expect(at("2026-11-01", "01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
      expect(at("2026-11-01", "02:00", "America/New_York")).toBe("2026-11-01T07:00:00.000Z");
      expect(at("2026-11-01", "00:00", "America/New_York")).toBe("2026-11-01T04:00:00.000Z");
    });

    it("America/Santiago: 2026-09-06 starts at 01:00, its first moment, never the evening before", () => {
      // 2026-09-06 00:00 -04 jumps to 01:00 -03 (04:00Z).
      expect(at("2026-09-06", "00:00", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
      expect(new Date(startOfDay("2026-09-06", "America/Santiago")).toISOString()).toBe("2026-09-06T04:00:00.000Z");
      expect(dayInZone(startOfDay("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("2026-09-06");
      expect(clockInZone(startOfDay("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("01:00");
      expect(at("2026-09-06", "00:30", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
      expect(at("2026-09-06", "09:00", "America/Santiago")).toBe("2026-09-06T12:00:00.000Z");
      expect(at("2026-09-05", "23:59", "America/Santiago")).toBe("2026-09-06T03:59:00.000Z");
      // 2026-04-05: 00:00 -03 goes back to 23:00 -04 on the 4th: the 4th's 23:30 happens twice, the first counts.
      expect(at("2026-04-04", "23:30", "America/Santiago")).toBe("2026-04-05T02:30:00.000Z");
    });

    it("Europe/London: the spring gap and the repeated autumn hour", () => {
      // 2026-03-29: 01:00 GMT jumps to 02:00 BST (01:00Z).
      expect(at("2026-03-29", "01:30", "Europe/London")).toBe("2026-03-29T01:00:00.000Z");
      expect(at("2026-03-29", "00:59", "Europe/London")).toBe("2026-03-29T00:59:00.000Z");
      expect(at("2026-03-29", "09:00", "Europe/London")).toBe("2026-03-29T08:00:00.000Z");
      // 2026-10-25: 01:00-01:59 twice (BST, then GMT).
      expect(at("2026-10-25", "01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z");
      expect(at("2026-10-25", "09:00", "Europe/London")).toBe("2026-10-25T09:00:00.000Z");
    });

    it("Australia/Lord_Howe: a 30-minute shift, gap and repeat alike", () => {
      // 2026-10-04: 02:00 +10:30 jumps to 02:30 +11 (15:30Z on the 3rd).
      expect(at("2026-10-04", "02:15", "Australia/Lord_Howe")).toBe("2026-10-03T15:30:00.000Z");
      expect(at("2026-10-04", "02:30", "Australia/Lord_Howe")).toBe("2026-10-03T15:30:00.000Z");
      expect(at("2026-10-04", "01:59", "Australia/Lord_Howe")).toBe("2026-10-03T15:29:00.000Z");
      // 2026-04-05: 02:00 +11 goes back to 01:30 +10:30: 01:30-01:59 twice, the first counts.
      expect(at("2026-04-05", "01:45", "Australia/Lord_Howe")).toBe("2026-04-04T14:45:00.000Z");
      expect(at("2026-04-05", "09:00", "Australia/Lord_Howe")).toBe("2026-04-04T22:30:00.000Z");
    });
  });
});
