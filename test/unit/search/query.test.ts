import { describe, expect, it } from "vitest";
import {
  indexableText,
  MARK_END,
  MARK_START,
  markedParts,
  matchExpression,
  normalisedSearch,
  readSearch,
  SEARCH_MAX_CHARS,
  searchWords,
} from "../../../src/search/query";

describe("reading a search", () => {
  it("keeps letters and digits of any script as words, lowercase and once each", () => {
    expect(searchWords("Thumbnails, THUMBNAILS & 2025's  café")).toEqual(["thumbnails", "2025", "s", "café"]);
    expect(searchWords("Ютуб 視聴 تحليل")).toEqual(["ютуб", "視聴", "تحليل"]);
  });

  it("reads FTS5's syntax as nothing: quotes, stars, parentheses, colons, carets, minus signs, operators", () => {
    expect(searchWords('"title" NEAR(a* b, 2) OR -c ^d e:f {g h} AND NOT')).toEqual(["title", "a", "b", "2", "c", "d", "e", "f", "g", "h"]);
    expect(searchWords('*()":^-')).toEqual([]);
    // Only capitals are FTS5's operators: the words themselves are searched.
    expect(searchWords("or and not near")).toEqual(["or", "and", "not", "near"]);
  });

  it("builds a prefix query of quoted words, all required, with nothing of the input but letters and digits", () => {
    expect(matchExpression(searchWords('thumb "ret*'))).toBe('"thumb"* AND "ret"*');
    for (const input of ['a"b', "x' OR 1=1", "NEAR(x", "\u0000z"])
      expect(matchExpression(searchWords(input))).toMatch(/^("[\p{L}\p{N}]+"\*)( AND "[\p{L}\p{N}]+"\*)*$/u);
  });

  it("reads at most 100 characters, without control characters or markers", () => {
    expect(Array.from(readSearch("é".repeat(600))).length).toBe(SEARCH_MAX_CHARS);
    expect(readSearch(`  a\u0000b\u0007c${MARK_START}d  `)).toBe("a b c d");
    expect(normalisedSearch(searchWords(`${"w".repeat(99)} more words`))).toBe(`${"w".repeat(99)} m`.slice(0, SEARCH_MAX_CHARS).trim());
    expect(normalisedSearch(["a".repeat(80), "b".repeat(80)])).toHaveLength(SEARCH_MAX_CHARS);
  });
});

describe("marks", () => {
  it("splits a text at FTS5's markers into plain and marked parts", () => {
    expect(markedParts(`Write the ${MARK_START}thumbnail${MARK_END} first, ${MARK_START}then${MARK_END}`)).toEqual([
      { text: "Write the ", marked: false },
      { text: "thumbnail", marked: true },
      { text: " first, ", marked: false },
      { text: "then", marked: true },
    ]);
    expect(markedParts("no marks <b>here</b>")).toEqual([{ text: "no marks <b>here</b>", marked: false }]);
    expect(markedParts(`${MARK_END}stray ${MARK_START}open`)).toEqual([
      { text: "stray ", marked: false },
      { text: "open", marked: true },
    ]);
  });

  it("keeps markers out of indexed text, so a mark can only come from the search", () => {
    expect(indexableText(`a${MARK_START}b${MARK_END}c`)).toBe("a b c");
  });
});
