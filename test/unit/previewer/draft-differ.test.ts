import { describe, expect, it } from "vitest";
import { fieldsThatDiffer, whereTheyDiffer } from "../../../src/previewer/drafts/differ";

describe("what differs between two texts of a draft", () => {
  it("shows the lines between the common opening and ending, on each side, with the common line before and after", () => {
    expect(whereTheyDiffer("a\nb\nlaptop\nz", "a\nb\nphone ending\nmore\nz")).toEqual({ mine: "b\nlaptop\nz", newer: "b\nphone ending\nmore\nz", same: false });
    expect(whereTheyDiffer("same", "same")).toEqual({ mine: "", newer: "", same: true });
    const long = Array.from({ length: 30 }, (_, n) => `line ${n}`).join("\n");
    expect(whereTheyDiffer(long, "").mine.split("\n")).toHaveLength(13);
  });

  it("never leaves a side empty: a text that only lacks the other's new line shows its own lines around the gap", () => {
    const phone = "HOOK: h\n\nThe phone's words.";
    const laptop = "HOOK: h\n\nThe phone's words.\nThe laptop's line.";
    const shown = whereTheyDiffer(phone, laptop, "(nothing here)");
    expect(shown.mine).toBe("The phone's words.\n(nothing here)");
    expect(shown.newer).toBe("The phone's words.\nThe laptop's line.");
  });

  it("names the title, subject, preview text and style where they differ", () => {
    const names = { title: "Headline", subject: "Subject", preview_text: "Preview text", style: "Style" };
    const meta = { title: "Typed offline", subject: "", preview_text: "p" };
    expect(fieldsThatDiffer({ text: "t", style: "minimal", meta }, { text: "t", style: "bold", meta: { ...meta, title: "" } }, names)).toEqual({
      mine: ["Headline: Typed offline", "Style: minimal"],
      newer: ["Headline: —", "Style: bold"],
    });
  });
});

describe("a draft too large to save", () => {
  it("is over 256 KB of UTF-8, counted in bytes, never cut", async () => {
    const { tooLargeToSave } = await import("../../../src/previewer/drafts/draft-api");
    expect(tooLargeToSave("x".repeat(256 * 1024))).toBe(false);
    expect(tooLargeToSave("x".repeat(256 * 1024 + 1))).toBe(true);
    // Two bytes a character: half as many characters.
    expect(tooLargeToSave("é".repeat(128 * 1024 + 1))).toBe(true);
    expect(tooLargeToSave("é".repeat(128 * 1024))).toBe(false);
  });
});
