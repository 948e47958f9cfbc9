import { describe as suite, expect, it } from "vitest";
import { describe, summaryOf } from "../../../src/videos/description";

const SITE = "https://www.example.com";

suite("a video's description on its page", () => {
  it("takes timestamped lines out as chapters, in order, each linked to its moment", () => {
    const view = describe("Intro words.\n1:15 Why retention matters\n0:00 - Start\n1:02:03: The end\n9:99 not a time", "abcdefghijk", SITE);
    expect(view.chapters.map((chapter) => [chapter.start, chapter.label, chapter.title, chapter.url])).toEqual([
      [0, "0:00", "Start", "https://www.youtube.com/watch?v=abcdefghijk&t=0s"],
      [75, "1:15", "Why retention matters", "https://www.youtube.com/watch?v=abcdefghijk&t=75s"],
      [3723, "1:02:03", "The end", "https://www.youtube.com/watch?v=abcdefghijk&t=3723s"],
    ]);
    expect(view.paragraphs).toEqual([[[{ kind: "text", text: "Intro words." }], [{ kind: "text", text: "9:99 not a time" }]]]);
  });

  it("makes addresses links, the site's own without nofollow, and leaves the sentence's punctuation out", () => {
    const [[line]] = describe(`See https://tools.example/a?b=1). And ${SITE}/newsletter, javascript:alert(1)`, "abcdefghijk", SITE).paragraphs as never as [
      [Array<{ kind: string; href?: string; external?: boolean; text: string }>],
    ];
    expect(line).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://tools.example/a?b=1", text: "https://tools.example/a?b=1", external: true },
      { kind: "text", text: "). And " },
      { kind: "link", href: `${SITE}/newsletter`, text: `${SITE}/newsletter`, external: false },
      { kind: "text", text: ", javascript:alert(1)" },
    ]);
  });

  it("summarises in plain words without chapters, cut at a word", () => {
    expect(summaryOf("0:00 Intro\nFirst words here.", "fallback")).toBe("First words here.");
    expect(summaryOf("", "fallback")).toBe("fallback");
    expect(summaryOf("word ".repeat(100), "f", 30)).toBe("word word word word word…");
  });
});
