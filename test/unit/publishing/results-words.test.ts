import { describe, expect, it } from "vitest";
import { percent } from "../../../src/content/issue-results";
import { ageInWords } from "../../../src/internal/age";
import { mondayOf } from "../../../src/internal/desk";
import { emailPlan, kitStatus, planInWords } from "../../../src/components/publishing/kit-status";
import type { KitDraftState } from "../../../src/publishing/contract";

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

  it("says once whether the email goes at the issue's moment: from what Kit holds, else from what he asked while Kit has not answered", () => {
    const url = "https://app.kit.com/campaigns/1/draft";
    const when = "Thursday 3 December, 9:00 AM";
    const cases: [KitDraftState, "draft" | "schedule", string][] = [
      [{ state: "scheduled", broadcastId: 1, url, sendAt: "2026-12-03T14:00:00.000Z" }, "schedule", "page and email scheduled"],
      // Republished: the issue keeps its moment, the email stays a draft in Kit.
      [{ state: "created", broadcastId: 1, url }, "draft", "page only: the email is a draft in Kit"],
      // Kit refused the schedule, or the moment passed before Kit held it: a draft, whatever he asked.
      [{ state: "created", broadcastId: 1, url, missed: true }, "schedule", "page only: the email is a draft in Kit"],
      [{ state: "waiting", schedule: true }, "schedule", "page and email scheduled"],
      [{ state: "updating", broadcastId: 1, url }, "draft", "page only: the email is a draft in Kit"],
      [{ state: "deleted", broadcastId: 1, deletedAt: "2026-12-01T00:00:00.000Z" }, "schedule", "page only: no email goes then"],
      [{ state: "not-set-up", reason: "no KIT_API_KEY here" }, "schedule", "page only: no email goes then"],
    ];
    for (const [kit, asked, words] of cases) expect(planInWords(when, emailPlan(kit, asked))).toBe(`${when} — ${words}`);
  });

  it("a scheduled email is named at its moment on his clock, with his zone, in the one format", () => {
    const status = kitStatus({ state: "scheduled", broadcastId: 1, url: "u", sendAt: "2026-12-03T14:00:00.000Z" }, "America/Kentucky/Louisville");
    expect(status.detail).toMatch(/^The email goes to your subscribers on Thursday 3 December( 2026)?, 9:00 AM \(America\/Kentucky\/Louisville\)\.$/);
  });
});
