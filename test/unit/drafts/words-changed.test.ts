import { describe, expect, it } from "vitest";
import { wordsChanged } from "../../../worker/drafts/words-changed";

describe("the words a revision changed", () => {
  it("counts the words changed cheaply: the changed middle, the larger side", () => {
    expect(wordsChanged("one two three four", "one two THREE four")).toBe(1);
    expect(wordsChanged("one two", "one two three four five")).toBe(3);
    expect(wordsChanged("a b c", "a b c")).toBe(0);
    expect(wordsChanged("", "new words here")).toBe(3);
  });
});
