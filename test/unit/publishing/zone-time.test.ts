import { describe, expect, it } from "vitest";
import { clockInZone, dayInZone, momentInWords, nextDay, startOfDay, zonedMoment } from "../../../src/publishing/zone-time";

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
    expect(momentInWords(startOfDay("2026-12-01", LOUISVILLE), LOUISVILLE)).toBe("Tuesday, 1 December at 12:00 AM (America/Kentucky/Louisville)");
  });
});
