import { describe, expect, it } from "vitest";
import { boundedValue, MAX_VALUES_A_DAY, OTHER_VALUE } from "../../../worker/stats/bounded-values";

describe("bounded stored values", () => {
  it("keeps the first values of a field a day as sent, folds further new ones into (other), and starts again the next day", () => {
    const day = "2027-03-01";
    for (let n = 0; n < MAX_VALUES_A_DAY; n++) expect(boundedValue("campaign", `c${n}`, day)).toBe(`c${n}`);
    expect(boundedValue("campaign", "one-too-many", day)).toBe(OTHER_VALUE);
    // Values already kept stay themselves; other fields have their own room; empty stays empty.
    expect(boundedValue("campaign", "c7", day)).toBe("c7");
    expect(boundedValue("source", "newsletter", day)).toBe("newsletter");
    expect(boundedValue("campaign", "", day)).toBe("");
    expect(boundedValue("campaign", "one-too-many", "2027-03-02")).toBe("one-too-many");
  });
});
