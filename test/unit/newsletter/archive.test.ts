import { describe, expect, it } from "vitest";
import { buildArchive, issues, neighbours } from "../../../src/newsletter/archive.ts";
import { siteFooter } from "../../../src/newsletter/footer.ts";
import { issueContent, parseIssueFile } from "../../../src/newsletter/issue.ts";
import { hasMergeTags, stripMergeTags } from "../../../src/newsletter/merge-tags.ts";
import { issueUrl } from "../../../src/newsletter/paths.ts";
import { sampleNewsletter, SAMPLE_SITE_ORIGIN } from "../../../src/newsletter/sample.ts";
import { STYLE_KEYS } from "../../../src/newsletter-contract/types.ts";
import { readingMinutes } from "../../../src/newsletter/web.ts";
import { must } from "../../../src/must.ts";

const header = (lines: Record<string, string>) =>
  Object.entries(lines)
    .map(([key, value]) => `ISSUE_${key}: ${value}`)
    .join("\n");
const valid = { DATE: "2025-08-01", SLUG: "a-test-issue", STYLE: "bold", TITLE: "A test issue" };
const file = (lines: Record<string, string>, draft = "HOOK: Hook\n\nINTRO:\nHello.\n\n# Section\n\nText.") => `${header(lines)}\n\n${draft}\n`;

describe("an issue file", () => {
  it("is a header (date, slug, style, title) then a draft in the previewer's format", () => {
    const issue = parseIssueFile(file(valid));
    expect(issue).toMatchObject({ date: "2025-08-01", slug: "a-test-issue", style: "bold", title: "A test issue" });
    expect(issue.draft.startsWith("HOOK: Hook")).toBe(true);
    const content = issueContent(issue, siteFooter(SAMPLE_SITE_ORIGIN));
    expect(content.intro).toBe("Hello.");
    expect(content.sections).toEqual([{ title: "Section", level: 1, content: ["Text."] }]);
  });

  it.each([
    ["a date that is not YYYY-MM-DD", { ...valid, DATE: "August 1" }, /ISSUE_DATE/],
    ["a slug with spaces or capitals", { ...valid, SLUG: "A Test" }, /ISSUE_SLUG/],
    ["an unknown email style", { ...valid, STYLE: "fancy" }, /ISSUE_STYLE/],
    ["no title", { DATE: valid.DATE, SLUG: valid.SLUG, STYLE: valid.STYLE }, /ISSUE_TITLE/],
  ])("is refused with a message naming the field for %s", (_, lines, message) => {
    expect(() => parseIssueFile(file(lines), "x.txt")).toThrow(message);
  });

  it("is refused when a header line is not an ISSUE_ line", () => {
    expect(() => parseIssueFile(`${header(valid)}\nHOOK: too early\n\nINTRO:\nx`, "x.txt")).toThrow(/x.txt: line 5/);
  });
});

describe("the archive", () => {
  it("holds the shipped issues, newest first, each valid in one of the six styles", () => {
    expect(issues.length).toBeGreaterThanOrEqual(3);
    expect(issues.map((issue) => issue.date)).toEqual(
      issues
        .map((issue) => issue.date)
        .sort()
        .reverse(),
    );
    for (const issue of issues) expect(STYLE_KEYS).toContain(issue.style);
  });

  it("keeps the previewer's sample as an issue, word for word", () => {
    const sample = must(issues.find((issue) => issue.slug === "retention-by-audience"));
    expect(issueContent(sample, siteFooter(SAMPLE_SITE_ORIGIN))).toEqual(sampleNewsletter);
  });

  it("requires the file name to be date-slug.txt", () => {
    expect(() => buildArchive({ "/issues/2025-08-01-other.txt": file(valid) })).toThrow(/name the file 2025-08-01-a-test-issue.txt/);
  });

  it("refuses two issues with the same slug", () => {
    expect(() => buildArchive({ "/a/2025-08-01-a-test-issue.txt": file(valid), "/b/2025-08-01-a-test-issue.txt": file(valid) })).toThrow(/Two issues/);
  });

  it("orders by date, newest first, whatever the order of the files", () => {
    const older = file({ ...valid, DATE: "2025-01-01", SLUG: "older" });
    const newer = file({ ...valid, DATE: "2025-02-01", SLUG: "newer" });
    expect(buildArchive({ "2025-01-01-older.txt": older, "2025-02-01-newer.txt": newer }).map((issue) => issue.slug)).toEqual(["newer", "older"]);
  });

  it("knows the issues either side of one", () => {
    expect(neighbours(must(issues[0]).slug)).toEqual({ newer: undefined, older: issues[1] });
    expect(neighbours(must(issues[1]).slug)).toEqual({ newer: issues[0], older: issues[2] });
    expect(neighbours(must(issues.at(-1)).slug).older).toBeUndefined();
  });

  it("gives each issue a reading time in whole minutes", () => {
    for (const issue of issues) {
      const minutes = readingMinutes(issueContent(issue, siteFooter(SAMPLE_SITE_ORIGIN)));
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(minutes).toBeLessThanOrEqual(8);
    }
  });

  it("links an issue's page, or the archive for a draft that is not an issue yet", () => {
    expect(issueUrl("retention-by-audience", "https://site.example")).toBe("https://site.example/newsletter/issues/retention-by-audience");
    expect(issueUrl(undefined, "https://site.example")).toBe("https://site.example/newsletter/issues");
  });
});

describe("Kit merge tags on the web", () => {
  it("use their default when they have one, and disappear otherwise", () => {
    expect(stripMergeTags('Hey {{ subscriber.first_name | default: "there" }}, it\'s Jordan.')).toBe("Hey there, it's Jordan.");
    expect(stripMergeTags("Hey {{ subscriber.first_name }}, it's Jordan.")).toBe("Hey, it's Jordan.");
    expect(stripMergeTags("Hi{% if subscriber.first_name %} friend{% endif %}.")).toBe("Hi friend.");
    expect(stripMergeTags('<a href="{{ unsubscribe_url }}">x</a>')).toBe('<a href="">x</a>');
    expect(hasMergeTags(stripMergeTags("{{ address }} and {{ subscriber.email_address | default: 'you' }}"))).toBe(false);
  });

  it("leave text without tags untouched", () => {
    expect(stripMergeTags("Curly { braces } and 50% stay.")).toBe("Curly { braces } and 50% stay.");
  });
});

describe("an issue file's characters and title", () => {
  it("shows a title with Kit's tags as the web shows them: the default filled in, other tags removed", () => {
    expect(parseIssueFile(file({ ...valid, TITLE: '{{ subscriber.first_name | default: "Friend" }}, your average is lying' })).title).toBe(
      "Friend, your average is lying",
    );
    expect(parseIssueFile(file({ ...valid, TITLE: "Hi {{ subscriber.first_name }}, one test {% if x %}today{% endif %}" })).title).toBe("Hi, one test today");
  });

  it("refuses a title made only of tags", () => {
    expect(() => parseIssueFile(file({ ...valid, TITLE: "{{ subscriber.first_name }}" }), "x.txt")).toThrow(
      /x.txt: ISSUE_TITLE is missing \(it holds only merge tags\)/,
    );
  });

  it.each([
    ["a control character", "\u0007", "0007"],
    ["a form feed", "\u000C", "000C"],
    ["U+FFFF", "\uFFFF", "FFFF"],
    ["a lone surrogate", "\uD83D", "D83D"],
  ])("refuses %s, which XML forbids, naming the file, line and column", (_name, character, code) => {
    const text = file(valid, `HOOK: Hook\n\nINTRO:\nHello${character} there.`);
    expect(() => parseIssueFile(text, "x.txt")).toThrow(new RegExp(`x\\.txt: line 9, column 6 has U\\+${code}, a character XML forbids`));
  });

  it("keeps what XML allows: tabs, emoji and every other letter", () => {
    expect(parseIssueFile(file(valid, "HOOK: Hook\n\nINTRO:\nTabs\there, emoji 🎬, accents é, CJK 日本.")).draft).toContain("🎬");
  });
});
