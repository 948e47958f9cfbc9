import { describe, expect, it } from "vitest";
import { publishErrors } from "../../src/content/publish-form";
import { createSampleNewsletter, formatDraft, issueUrl, parseDraft, renderNewsletter } from "../../src/newsletter";
import { ISSUES_PATH, SLUG_MAX_CHARS, type PublishedIssue } from "../../src/publishing/contract";
import { checkEmail } from "../../src/presend-checks/email-checks";
import { networkFailure, outcomeOfAnswer } from "../../src/previewer/publish/answer";
import { blocksPublish, hasErrors, problemsOfReport } from "../../src/presend-checks/check-problems";
import { dateStanding } from "../../src/previewer/publish/dates";
import { dayInZone } from "../../src/publishing/zone-time";
import { problemsOfFields } from "../../src/previewer/publish/field-problems";
import { publishBody, sendPublish } from "../../src/previewer/publish/request";
import { isValidSlug, slugFromTitle } from "../../src/previewer/publish/slug";
import { must } from "../../src/must.ts";

describe("the address from the title", () => {
  it("drops accents, lowers capitals and joins words with single hyphens", () => {
    expect(slugFromTitle("Your Average Retention Is Hiding Two Videos")).toBe("your-average-retention-is-hiding-two-videos");
    expect(slugFromTitle("Café crème à Zürich")).toBe("cafe-creme-a-zurich");
    expect(slugFromTitle("Straße, Ærø & Łódź")).toBe("strasse-aero-and-lodz");
  });

  it("turns punctuation, quotes and markup into hyphens and trims them at the ends", () => {
    expect(slugFromTitle("  “Why?!” — 3 hooks / 2 thumbnails... ")).toBe("why-3-hooks-2-thumbnails");
    expect(slugFromTitle("<b>Bold</b> claims")).toBe("b-bold-b-claims");
    expect(slugFromTitle("🚀🚀")).toBe("");
  });

  it("stops at the length limit at a word's end, never with a hyphen", () => {
    const long = slugFromTitle("retention ".repeat(20));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_CHARS);
    expect(long).toMatch(/^(retention-)+retention$/);
    const oneWord = slugFromTitle("a".repeat(200));
    expect(oneWord).toBe("a".repeat(SLUG_MAX_CHARS));
    expect(isValidSlug(long) && isValidSlug(oneWord)).toBe(true);
  });

  it("accepts only what the contract allows", () => {
    for (const bad of ["Capitals", "with space", "a/b", "a.b", "-lead", "double--hyphen", "", "a".repeat(SLUG_MAX_CHARS + 1)])
      expect(isValidSlug(bad), bad).toBe(false);
    expect(isValidSlug("issue-42")).toBe(true);
  });
});

describe("the form's own fields", () => {
  const fine = { title: "A title", slug: "a-title", date: "2026-11-25" };
  it("pass when filled in", () => {
    expect(problemsOfFields(fine)).toEqual([]);
  });
  it("name the field of each problem", () => {
    const found = problemsOfFields({ title: "  ", slug: "Bad Slug", date: "25/11/2026" });
    expect(found.map((problem) => [problem.field, problem.code, problem.level])).toEqual([
      ["title", "TITLE_MISSING", "error"],
      ["slug", "SLUG_INVALID", "error"],
      ["date", "DATE_INVALID", "error"],
    ]);
    expect(must(problemsOfFields({ ...fine, title: "x".repeat(201) })[0]).code).toBe("TITLE_TOO_LONG");
  });
});

describe("which pre-send check results block a publish", () => {
  const sample = createSampleNewsletter("https://example.com");
  const reportOf = (draft: string) => {
    const content = parseDraft(draft, { footer: sample.footer });
    return checkEmail(renderNewsletter(content, "editorial", { webUrl: issueUrl(undefined, "https://example.com") }), content);
  };

  it("the sample publishes as it is", () => {
    expect(problemsOfReport(reportOf(formatDraft(sample)))).toEqual([]);
  });

  it("a draft link that is not https stops it, saying where and how to fix it", () => {
    const problems = problemsOfReport(reportOf(formatDraft(sample).replace("INTRO:\n", 'INTRO:\nRead <a href="http://old.example/post">my post</a>. ')));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "draft", level: "error", code: "LINK_NOT_HTTPS" });
    expect(must(problems[0]).message).toContain("In INTRO, the link to http://old.example/post");
    expect(must(problems[0]).message).toContain("https://");
    expect(blocksPublish(problems, true)).toBe(true);
  });

  it("a link without words warns", () => {
    const problems = problemsOfReport(reportOf(formatDraft(sample).replace("INTRO:\n", 'INTRO:\nSee <a href="https://example.com/post"></a>. ')));
    expect(problems.map((problem) => `${problem.level} ${problem.code}`)).toEqual(["warning LINK_WITHOUT_TEXT"]);
    expect(blocksPublish(problems, false)).toBe(true);
    expect(blocksPublish(problems, true)).toBe(false);
  });

  it("missing merge tags, an image without alt text and a clipped email are errors; a nearly clipped one a warning", () => {
    const report = checkEmail('<html><body><img src="https://x.test/a.png"><a href="javascript:alert(1)">x</a><a href="https://x.test"></a></body></html>');
    const codes = problemsOfReport(report).map((problem) => `${problem.level} ${problem.code}`);
    expect(codes).toEqual([
      "error MISSING_UNSUBSCRIBE_TAG",
      "error MISSING_ADDRESS_TAG",
      "error LINK_NOT_HTTPS",
      "warning LINK_WITHOUT_TEXT",
      "error IMAGE_MISSING_ALT",
    ]);
    const big = problemsOfReport({ ...report, size: { bytes: 200_000, limit: 104_448, status: "fail" } });
    expect(big.find((problem) => problem.code === "EMAIL_TOO_LARGE")?.level).toBe("error");
    const near = problemsOfReport({ ...reportOf(formatDraft(sample)), size: { bytes: 90_000, limit: 104_448, status: "warn" } });
    expect(near.map((problem) => `${problem.level} ${problem.code}`)).toEqual(["warning EMAIL_NEAR_LIMIT"]);
  });

  it("warnings block until accepted; errors always", () => {
    const warning = { field: "draft", level: "warning", code: "EMAIL_NEAR_LIMIT", message: "" } as const;
    const error = { ...warning, level: "error", code: "IMAGE_MISSING_ALT" } as const;
    expect(blocksPublish([], false)).toBe(false);
    expect(blocksPublish([warning], false)).toBe(true);
    expect(blocksPublish([warning], true)).toBe(false);
    expect(blocksPublish([warning, error], true)).toBe(true);
    expect(hasErrors([warning])).toBe(false);
  });
});

describe("the site's answers as the form's states", () => {
  const issue: PublishedIssue = {
    slug: "s",
    title: "T",
    date: "2026-11-25",
    style: "editorial",
    state: "live",
    url: "/newsletter/issues/s",
    version: 1,
    kit: { state: "waiting" },
    send: "draft",
    sendAt: null,
    time: "00:00",
    timeZone: "America/Kentucky/Louisville",
  };
  const problem = { field: "title", level: "error", code: "TITLE_MISSING", message: "Give it a title." } as const;
  const refusal = (problems = [problem]) => ({ success: false, error: "No.", problems });

  it("201 is published, 200 an edit", () => {
    expect(outcomeOfAnswer(201, { success: true, issue }, "s")).toEqual({ kind: "published", issue, edit: false });
    expect(outcomeOfAnswer(200, { success: true, issue }, "s")).toEqual({ kind: "published", issue, edit: true });
  });

  it("422 lists the site's problems; 409 says the address is taken and to edit it", () => {
    expect(outcomeOfAnswer(422, refusal(), "s")).toMatchObject({ kind: "problems", problems: [problem] });
    const taken = outcomeOfAnswer(409, refusal([]), "my-issue");
    expect(taken.kind).toBe("taken");
    expect(taken.kind === "taken" && taken.message).toContain("“my-issue” is already taken");
    expect(taken.kind === "taken" && taken.message).toContain("Edit the address");
  });

  it("413, 503, 403 and 401 each say what happened and what to do", () => {
    expect(outcomeOfAnswer(413, null, "s")).toEqual({ kind: "failed", message: publishErrors.tooLarge.replace("{limit}", "256 KB") });
    expect(outcomeOfAnswer(503, "Service Unavailable", "s")).toEqual({ kind: "failed", message: publishErrors.unavailable });
    expect(publishErrors.unavailable).toMatch(/^Nothing was published.*Your draft is still here/);
    expect(outcomeOfAnswer(403, null, "s")).toEqual({ kind: "failed", message: publishErrors.crossSite });
    expect(outcomeOfAnswer(401, null, "s")).toEqual({ kind: "failed", message: publishErrors.signIn });
  });

  it("anything else, or a success without the contract's JSON, is a failure with its status", () => {
    expect(outcomeOfAnswer(500, refusal([]), "s")).toEqual({
      kind: "failed",
      message: "Publishing failed (the site answered 500). Nothing was changed; try again. No.",
    });
    expect(outcomeOfAnswer(201, "<html>", "s").kind).toBe("failed");
    expect(outcomeOfAnswer(422, { success: false, error: "x", problems: [] }, "s").kind).toBe("failed");
  });

  it("sends the contract's fields as JSON to the new-issue path, or to the issue's own path for an edit", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true, issue }), { status: 201 });
    }) as unknown as typeof fetch;
    const request = { title: "T", slug: "s", date: "2026-11-25", style: "bold", draft: "HOOK: h\n", acceptWarnings: false, edit: false } as const;
    expect(await sendPublish(request, fetcher)).toMatchObject({ kind: "published" });
    await sendPublish({ ...request, edit: true, acceptWarnings: true }, fetcher);
    expect(calls.map((call) => call.url)).toEqual([ISSUES_PATH, `${ISSUES_PATH}/s`]);
    expect(new Headers(must(calls[0]).init.headers).get("Accept")).toBe("application/json");
    expect(JSON.parse(String(must(calls[0]).init.body))).toEqual({ title: "T", slug: "s", date: "2026-11-25", style: "bold", draft: "HOOK: h\n" });
    expect(publishBody({ ...request, acceptWarnings: true }).accept_warnings).toBe(true);
  });

  it("sends the draft's email subject and preview text, trimmed, and an empty one as empty (the edit clears it: the title and the hook)", () => {
    const request = { title: "T", slug: "s", date: "2026-11-25", style: "bold", draft: "HOOK: h\n", acceptWarnings: false, edit: true } as const;
    expect(publishBody({ ...request, subject: " Open me ", previewText: "Inside: one change" })).toMatchObject({
      subject: "Open me",
      preview_text: "Inside: one change",
    });
    expect(publishBody({ ...request, subject: "", previewText: "  " })).toMatchObject({ subject: "", preview_text: "" });
    // A script's request without them leaves the issue's as they are.
    expect(Object.keys(publishBody(request))).not.toContain("subject");
  });

  it("an Update sends the issue's version its form knew (base_version); a stale one's 409 is the site's words, never “address taken”", () => {
    const request = { title: "T", slug: "s", date: "2026-11-25", style: "bold", draft: "HOOK: h\n", acceptWarnings: false, edit: true } as const;
    expect(publishBody({ ...request, baseVersion: 3 }).base_version).toBe("3");
    expect(publishBody({ ...request, edit: false, baseVersion: 3 })).not.toHaveProperty("base_version");
    const changed = { field: "baseVersion", level: "error", code: "ISSUE_CHANGED", message: "Updated on another device." } as const;
    expect(outcomeOfAnswer(409, { success: false, error: changed.message, problems: [changed] }, "s")).toMatchObject({ kind: "problems", problems: [changed] });
  });

  it("a request that gets no answer is a network failure, nothing published", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const request = { title: "T", slug: "s", date: "2026-11-25", style: "bold", draft: "x", acceptWarnings: false, edit: false } as const;
    expect(await sendPublish(request, offline)).toEqual(networkFailure());
    expect(networkFailure()).toEqual({ kind: "failed", message: publishErrors.network });
  });
});

describe("the date", () => {
  it("defaults to the owner's today in his zone (not UTC's, not the browser's) and says when a date schedules the issue", () => {
    expect(dayInZone(new Date("2026-11-25T23:30:00-05:00"), "America/Kentucky/Louisville")).toBe("2026-11-25");
    expect(dateStanding("2026-11-25", "2026-11-25")).toBe("today");
    expect(dateStanding("2026-12-01", "2026-11-25")).toBe("later");
    expect(dateStanding("2026-11-01", "2026-11-25")).toBe("earlier");
  });
});
