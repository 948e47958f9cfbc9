import { describe, expect, it } from "vitest";
import { formatDraft } from "../../../src/newsletter/draft";
import { createSampleNewsletter } from "../../../src/newsletter/sample";
import { STARTER_DRAFT } from "../../../src/newsletter/starter";
import { carelessProblems } from "../../../src/presend-checks/careless-inputs";
import { problemsOfFields } from "../../../src/previewer/publish/field-problems";
import { scheduleProblems } from "../../../src/previewer/publish/schedule-choice";
import { checkIssue } from "../../../worker/publishing/checks";
import { clockInZone, dayInZone } from "../../../src/publishing/zone-time";
import { must } from "../../../src/must.ts";

const TODAY = "2026-11-26";
const own = "HOOK: One idea a week.\n\nINTRO:\nHey there, it's Jordan.\n\n# The idea\n\nWrite the title before you film.\n";
const codes = (input: Parameters<typeof carelessProblems>[0]) => carelessProblems(input).map((p) => `${p.level}:${p.code}`);

describe("careless inputs get a clear check before sending", () => {
  it("a 2020 date: before the newest live issue and more than a year back, two warnings to accept", () => {
    expect(codes({ draft: own, date: "2020-11-26", today: TODAY, newestLiveDate: "2026-11-19" })).toEqual([
      "warning:DATE_BEFORE_NEWEST",
      "warning:DATE_FAR_PAST",
    ]);
    const [before, far] = carelessProblems({ draft: own, date: "2020-11-26", today: TODAY, newestLiveDate: "2026-11-19" });
    expect(must(before).message).toContain("would not lead the archive");
    expect(must(far).message).toContain("is the year right?");
    // Last week's date, with nothing newer on the web: fine; today, after the newest: fine.
    expect(codes({ draft: own, date: "2026-11-19", today: TODAY })).toEqual([]);
    expect(codes({ draft: own, date: TODAY, today: TODAY, newestLiveDate: "2026-11-19" })).toEqual([]);
  });

  it("the untouched sample blocks; the sample's hook or intro left in is a warning; a starter placeholder is a warning with its line", () => {
    const sample = formatDraft(createSampleNewsletter("https://www.example.com"));
    expect(codes({ draft: sample, date: TODAY, today: TODAY })).toEqual(["error:SAMPLE_UNTOUCHED"]);
    const hookKept = sample.replace(/^INTRO:\n.*$/m, "INTRO:\nMy own intro this week.");
    expect(codes({ draft: hookKept, date: TODAY, today: TODAY })).toEqual(["warning:SAMPLE_LEFT"]);
    const placeholder = carelessProblems({ draft: `${own}\n[Write your second section here]\n`, date: TODAY, today: TODAY });
    expect(placeholder.map((p) => p.code)).toEqual(["STARTER_PLACEHOLDER"]);
    expect(must(placeholder[0]).message).toContain("Line 10");
    // "New issue"'s starter lines left in are placeholders too.
    const starter = carelessProblems({
      draft: STARTER_DRAFT.replace("What this issue is about, in a sentence or two.", "My own intro."),
      date: TODAY,
      today: TODAY,
    });
    expect(starter.map((p) => p.code)).toEqual(["STARTER_PLACEHOLDER"]);
    expect(must(starter[0]).message).toContain("Line 1");
  });

  it("a bare URL that stays plain text is flagged with its line; links, images and footer lines are not", () => {
    const draft = `${own}\nRead more at https://example.com/post today.\n\nOr <a href="https://example.com/ok">this link</a> and <img src="https://example.com/i.png" alt="x">.\n\nAlso www.example.org/page\nFOOTER_SIGNUP: https://www.example.com/newsletter\n`;
    const found = carelessProblems({ draft, date: TODAY, today: TODAY });
    expect(found.map((p) => p.code)).toEqual(["BARE_URL", "BARE_URL"]);
    expect(must(found[0]).message).toContain("Line 10: https://example.com/post stays plain text");
    expect(must(found[1]).message).toContain("Line 14: www.example.org/page");
  });

  it("an empty title is one error, not two (the address follows the title), in the form and at the endpoint", () => {
    expect(problemsOfFields({ title: "", slug: "", date: TODAY }).map((p) => p.code)).toEqual(["TITLE_MISSING"]);
    expect(problemsOfFields({ title: "", slug: "Bad Slug", date: TODAY }).map((p) => p.code)).toEqual(["TITLE_MISSING", "SLUG_INVALID"]);
    const { problems } = checkIssue(
      { title: "  ", slug: "", style: "editorial", draft: own, acceptWarnings: false },
      { today: TODAY, siteUrl: "https://www.example.com" },
    );
    expect(problems.map((p) => p.code)).toEqual(["TITLE_MISSING"]);
  });

  it("the endpoint raises the same careless warnings, and publishes once they are accepted", () => {
    const sent = { title: "Back-dated", slug: "back-dated", date: "2020-11-26", style: "editorial", draft: own };
    const refused = checkIssue({ ...sent, acceptWarnings: false }, { today: TODAY, siteUrl: "https://www.example.com", newestLiveDate: "2026-11-19" });
    expect(refused.issue).toBeUndefined();
    expect(refused.problems.map((p) => p.code)).toEqual(["DATE_BEFORE_NEWEST", "DATE_FAR_PAST", "WARNINGS_NOT_ACCEPTED"]);
    expect(checkIssue({ ...sent, acceptWarnings: true }, { today: TODAY, siteUrl: "https://www.example.com", newestLiveDate: "2026-11-19" }).issue?.date).toBe(
      "2020-11-26",
    );
    const sample = checkIssue(
      { ...sent, date: TODAY, draft: formatDraft(createSampleNewsletter("https://www.example.com")), acceptWarnings: true },
      { today: TODAY, siteUrl: "https://www.example.com" },
    );
    expect(sample.issue).toBeUndefined();
    expect(sample.problems.map((p) => p.code)).toContain("SAMPLE_UNTOUCHED");
  });

  it("a scheduled email goes at the issue's moment, which must be a few minutes ahead on his clock (no time: 00:00)", () => {
    const zone = "Asia/Tokyo";
    const now = Date.now();
    const today = dayInZone(now, zone);
    const base = { choice: "schedule" as const, date: today, today, timeZone: zone };
    // No time: 00:00 of today, passed.
    expect(scheduleProblems({ ...base, time: "" }, now).map((p) => p.code)).toEqual(["SEND_TIME_PAST"]);
    expect(scheduleProblems({ ...base, time: clockInZone(now + 60 * 60_000, zone) }, now)).toEqual(
      now + 60 * 60_000 > Date.parse(`${today}T23:59:00+09:00`) ? expect.anything() : [],
    );
    // One minute ahead is too soon (never at once by accident).
    const soon = scheduleProblems({ ...base, time: clockInZone(now + 60_000, zone) }, now);
    expect(soon.map((p) => p.code)).toEqual(["SEND_TIME_PAST"]);
    expect(must(soon[0]).message).toContain("(Asia/Tokyo)");
    expect(scheduleProblems({ ...base, choice: "draft", time: "" }, now)).toEqual([]);
  });
});
