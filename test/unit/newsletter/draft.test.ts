import { describe, expect, it } from "vitest";
import { formatDraft, parseDraft } from "../../../src/newsletter/draft.ts";
import { createSampleNewsletter, sampleNewsletter } from "../../../src/newsletter/sample.ts";
import type { FooterContent } from "../../../src/newsletter-contract/types.ts";
import { must } from "../../../src/must.ts";

const footer: FooterContent = {
  forwardText: "Forwarded?",
  signupLink: "https://a.example/newsletter",
  unsubscribeText: "Leave",
  cta: { text: "Book", buttonText: "Go", url: "https://a.example/go" },
};

describe("parseDraft", () => {
  it("reads hook, intro paragraphs, sections of both levels and their blocks", () => {
    const draft = [
      "HOOK: The one-line teaser",
      "",
      "INTRO:",
      "First paragraph.",
      "",
      "Second paragraph.",
      "",
      "# Big section",
      "",
      "A paragraph",
      "with a line break.",
      "",
      "",
      "TIP_BOX: A tip",
      "",
      "## Small section",
      "PRO_TIP",
      "",
      "* a",
      "* b",
    ].join("\n");
    expect(parseDraft(draft, { footer })).toEqual({
      hook: "The one-line teaser",
      intro: "First paragraph.\n\nSecond paragraph.",
      footer,
      sections: [
        { title: "Big section", level: 1, content: ["A paragraph\nwith a line break.", "TIP_BOX: A tip"] },
        { title: "Small section", level: 2, content: ["PRO_TIP", "* a\n* b"] },
      ],
    });
  });

  it("treats unmarked text before the first section as the intro", () => {
    expect(parseDraft("Hello there.\n\n# One\nBody", { footer })).toMatchObject({
      intro: "Hello there.",
      hook: "",
      sections: [{ title: "One", content: ["Body"] }],
    });
  });

  it("sets footer fields from FOOTER_ lines and keeps the defaults for the rest", () => {
    const parsed = parseDraft("# One\nBody\n\nFOOTER_CTA_URL: https://b.example/book\nFOOTER_UNSUBSCRIBE: Stop emails", { footer });
    expect(parsed.footer).toEqual({ ...footer, unsubscribeText: "Stop emails", cta: { ...footer.cta, url: "https://b.example/book" } });
    expect(must(parsed.sections[0]).content).toEqual(["Body"]);
    expect(footer.cta.url).toBe("https://a.example/go");
  });

  it("falls back to the sample footer when no footer is given", () => {
    expect(parseDraft("# One\nBody").footer).toEqual(sampleNewsletter.footer);
  });

  it("keeps an unknown FOOTER_ line as text so a typo shows up in the preview", () => {
    expect(must(parseDraft("# One\nFOOTER_CTA_LINK: x", { footer }).sections[0]).content).toEqual(["FOOTER_CTA_LINK: x"]);
  });

  it("does not read ### or #hashtags as section titles", () => {
    expect(parseDraft("# One\n### Not a title\n\n#shorts", { footer }).sections).toEqual([{ title: "One", level: 1, content: ["### Not a title", "#shorts"] }]);
  });

  it("accepts Windows line breaks", () => {
    expect(parseDraft("HOOK: h\r\nINTRO: i\r\n# S\r\na\r\n\r\nb", { footer })).toMatchObject({ hook: "h", intro: "i", sections: [{ content: ["a", "b"] }] });
  });
});

describe("formatDraft and parseDraft", () => {
  it("round-trip the sample newsletter", () => {
    expect(parseDraft(formatDraft(sampleNewsletter), { footer })).toEqual(sampleNewsletter);
  });

  it("round-trip a newsletter on another origin without falling back to defaults", () => {
    const content = createSampleNewsletter("https://jordan.example/");
    expect(content.footer.signupLink).toBe("https://jordan.example/newsletter");
    expect(parseDraft(formatDraft(content), { footer })).toEqual(content);
  });

  it("give back the same text when a formatted draft is parsed and formatted again", () => {
    const text = formatDraft(sampleNewsletter);
    expect(formatDraft(parseDraft(text))).toBe(text);
  });

  it("write the documented markers", () => {
    const text = formatDraft(sampleNewsletter);
    expect(text).toMatch(/^HOOK: Your average retention/m);
    expect(text).toMatch(/^INTRO:\nHey, it's Jordan/m);
    expect(text).toMatch(/^# The average is lying to you$/m);
    expect(text).toMatch(/^## Subscribers vs\. non-subscribers$/m);
    expect(text).toMatch(/^FOOTER_SIGNUP: https:\/\/www\.example\.com\/newsletter$/m);
    expect(text).toMatch(/^PRO_TIP$/m);
  });
});
