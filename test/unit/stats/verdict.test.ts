import { describe, expect, it } from "vitest";
import { hasEnoughData, logGamma, MIN_CONVERSIONS, MIN_VISITORS_PER_VARIANT, probabilityBeats, probabilityBest } from "../../../worker/stats/verdict";

describe("the Beta-Binomial verdict", () => {
  it("computes ln Γ to 12 digits on known values", () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9);
  });

  it("matches worked examples done by hand", () => {
    // One visitor each; the challenger converted, the control did not: posteriors Beta(2, 1) and Beta(1, 2).
    // P = ∫ 2x · (1 − (1 − x)²) dx over [0, 1] = 4/3 − 1/2 = 5/6.
    expect(probabilityBeats({ visitors: 1, conversions: 1 }, { visitors: 1, conversions: 0 })).toBeCloseTo(5 / 6, 10);
    // No data for the control (Beta(1, 1)), one conversion in one visit for the challenger (Beta(2, 1)): ∫ 2x · x dx = 2/3.
    expect(probabilityBeats({ visitors: 1, conversions: 1 }, { visitors: 0, conversions: 0 })).toBeCloseTo(2 / 3, 10);
  });

  it("agrees with the normal approximation on a large sample: 100 of 1,000 against 130 of 1,000", () => {
    // Posterior means 101/1002 and 131/1002, variances ab/((a+b)²(a+b+1)): z = 2.098, Φ(z) = 0.982.
    const control = { visitors: 1000, conversions: 100 };
    const challenger = { visitors: 1000, conversions: 130 };
    expect(probabilityBeats(challenger, control)).toBeGreaterThan(0.978);
    expect(probabilityBeats(challenger, control)).toBeLessThan(0.986);
    // The two directions are complementary (ties have no mass).
    expect(probabilityBeats(challenger, control) + probabilityBeats(control, challenger)).toBeCloseTo(1, 9);
  });

  it("gives the same answer for two variants through the grid as through the closed form", () => {
    for (const [a, b] of [
      [
        { visitors: 200, conversions: 20 },
        { visitors: 210, conversions: 30 },
      ],
      [
        { visitors: 5000, conversions: 50 },
        { visitors: 5000, conversions: 65 },
      ],
      [
        { visitors: 120, conversions: 0 },
        { visitors: 120, conversions: 3 },
      ],
    ] as const) {
      const [, best] = probabilityBest([a, b]);
      expect(best).toBeCloseTo(probabilityBeats(b, a), 3);
    }
  });

  it("splits evenly between identical variants, and sums to 1", () => {
    const same = { visitors: 500, conversions: 40 };
    const best = probabilityBest([same, same, same]);
    for (const value of best) expect(value).toBeCloseTo(1 / 3, 3);
    const mixed = probabilityBest([
      { visitors: 300, conversions: 30 },
      { visitors: 300, conversions: 45 },
      { visitors: 300, conversions: 20 },
      { visitors: 300, conversions: 31 },
    ]);
    expect(mixed.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
    expect(mixed.indexOf(Math.max(...mixed))).toBe(1);
  });

  it("says nothing below the minimum sample: every variant needs its visitors, and the experiment its conversions", () => {
    const enough = { visitors: MIN_VISITORS_PER_VARIANT, conversions: MIN_CONVERSIONS / 2 };
    expect(hasEnoughData([enough, enough])).toBe(true);
    expect(hasEnoughData([enough, { ...enough, visitors: MIN_VISITORS_PER_VARIANT - 1 }])).toBe(false);
    expect(
      hasEnoughData([
        { ...enough, conversions: 0 },
        { ...enough, conversions: MIN_CONVERSIONS - 1 },
      ]),
    ).toBe(false);
  });
});
