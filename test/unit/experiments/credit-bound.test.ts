import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/experiments) and may read its inner files.
import { CREDITED_CONVERTERS, CREDITED_VISITORS, MAX_KEYS, takeCredit } from "../../../worker/experiments/credit-bound";

describe("experiment credit per client address, experiment and day", () => {
  it("credits the first visitors of an address, then none; a visitor already credited stays credited", () => {
    const day = "2030-01-01";
    const taken = Array.from({ length: CREDITED_VISITORS + 5 }, (_, n) => takeCredit("192.0.2.1", "home-headline", "view", `visitor-${n}`, day));
    expect(taken.filter(Boolean)).toHaveLength(CREDITED_VISITORS);
    expect(takeCredit("192.0.2.1", "home-headline", "view", "visitor-0", day)).toBe(true);
    // Another experiment, another address and the next day have their own counts.
    expect(takeCredit("192.0.2.1", "speaker-design", "view", "visitor-99", day)).toBe(true);
    expect(takeCredit("192.0.2.2", "home-headline", "view", "visitor-99", day)).toBe(true);
    expect(takeCredit("192.0.2.1", "home-headline", "view", "visitor-99", "2030-01-02")).toBe(true);
  });

  it("credits 3 converting visitors of an address; events without a visitor hash each take a place", () => {
    const day = "2030-02-01";
    const converting = Array.from({ length: 10 }, (_, n) => takeCredit("2001:db8:1:2::/64", "home-headline", "conversion", `converter-${n}`, day));
    expect(converting.filter(Boolean)).toHaveLength(CREDITED_CONVERTERS);
    const anonymous = Array.from({ length: 10 }, () => takeCredit("2001:db8:1:3::/64", "home-headline", "conversion", "", day));
    expect(anonymous.filter(Boolean)).toHaveLength(CREDITED_CONVERTERS);
  });

  it("past its memory's bound forgets the least recently used clients, not everyone: a spent client stays spent", () => {
    const day = "2030-03-01";
    const spent = "198.51.100.7";
    for (let n = 0; n < CREDITED_VISITORS; n++) expect(takeCredit(spent, "home-headline", "view", `v-${n}`, day)).toBe(true);
    expect(takeCredit(spent, "home-headline", "view", "one-more", day)).toBe(false);
    const early = "198.51.100.8";
    expect(takeCredit(early, "home-headline", "view", "first", day)).toBe(true);
    // A flood of new clients, the spent one still active among them.
    for (let n = 0; n < MAX_KEYS + 10; n++) {
      takeCredit(`flood-${n}`, "home-headline", "view", "x", day);
      if (n % 1000 === 0) expect(takeCredit(spent, "home-headline", "view", `again-${n}`, day)).toBe(false);
    }
    expect(takeCredit(spent, "home-headline", "view", "after-the-flood", day)).toBe(false);
    // The client not seen since is the one forgotten: its count starts again.
    for (let n = 0; n < CREDITED_VISITORS - 1; n++) expect(takeCredit(early, "home-headline", "view", `later-${n}`, day)).toBe(true);
    expect(takeCredit(early, "home-headline", "view", "last-place", day)).toBe(true);
  });
});
