import { describe, expect, it } from "vitest";
import { percent } from "../../../src/content/issue-results";
import { ageInWords } from "../../../src/internal/age";
import { mondayOf } from "../../../src/internal/desk";

describe("the words of an issue's results", () => {
  const now = Date.parse("2026-11-27T10:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("gives the age of Kit's figures in words", () => {
    expect(ageInWords(ago(20_000), now)).toBe("just now");
    expect(ageInWords(ago(60_000), now)).toBe("1 minute ago");
    expect(ageInWords(ago(45 * 60_000), now)).toBe("45 minutes ago");
    expect(ageInWords(ago(2 * 3600_000 + 59 * 60_000), now)).toBe("2 hours ago");
    expect(ageInWords(ago(47 * 3600_000), now)).toBe("47 hours ago");
    expect(ageInWords(ago(3 * 86_400_000), now)).toBe("3 days ago");
    expect(ageInWords("not a time", now)).toBe("at an unknown time");
  });

  it("shows Kit's percentages as Kit gives them, to two decimals at most", () => {
    expect(percent(48.25)).toBe("48.25%");
    expect(percent(60.97560975609756)).toBe("60.98%");
    expect(percent(0)).toBe("0%");
  });

  it("starts the desk's week on Monday", () => {
    expect(mondayOf("2026-11-27")).toBe("2026-11-23"); // a Friday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
    expect(mondayOf("2026-01-01")).toBe("2025-12-29"); // across a year
  });
});
