import { describe, expect, it } from "vitest";
import { whereTheyDiffer } from "../../../src/previewer/drafts/differ";

describe("what differs between two texts of a draft", () => {
  it("shows the lines between the common opening and ending, on each side", () => {
    expect(whereTheyDiffer("a\nb\nlaptop\nz", "a\nb\nphone ending\nmore\nz")).toEqual({ mine: "laptop", newer: "phone ending\nmore", same: false });
    expect(whereTheyDiffer("same", "same")).toEqual({ mine: "", newer: "", same: true });
    const long = Array.from({ length: 30 }, (_, n) => `line ${n}`).join("\n");
    expect(whereTheyDiffer(long, "").mine.split("\n")).toHaveLength(13);
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
