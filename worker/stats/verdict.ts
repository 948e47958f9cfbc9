/**
 * The verdict of an experiment: for each variant, the probability that its conversion rate beats
 * the control's and the probability that it is the best of all, under a Beta-Binomial model:
 * each variant's rate has a Beta(1 + conversions, 1 + visitors − conversions) posterior (a
 * uniform prior), and the probabilities are read from those posteriors. docs/experiments.md
 * explains the choice and the minimum sample below which the page says "not enough data yet".
 */

import { MIN_CONVERSIONS, MIN_VISITORS_PER_VARIANT } from "../../src/stats";
import { must } from "../../src/must.ts";

export { MIN_CONVERSIONS, MIN_VISITORS_PER_VARIANT, WINNER_PROBABILITY } from "../../src/stats";

export interface Arm {
  visitors: number;
  conversions: number;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = must(c[0]);
  for (let i = 1; i < 9; i++) sum += must(c[i]) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

const posterior = (arm: Arm) => {
  const conversions = Math.min(Math.max(0, arm.conversions), Math.max(0, arm.visitors));
  return { a: 1 + conversions, b: 1 + Math.max(0, arm.visitors) - conversions };
};

/**
 * P(rate of `challenger` > rate of `control`), exactly (Evan Miller's closed form for two Beta
 * posteriors with integer parameters): a sum of `a` terms for the challenger's Beta(a, b).
 */
export function probabilityBeats(challenger: Arm, control: Arm): number {
  const { a: aB, b: bB } = posterior(challenger);
  const { a: aA, b: bA } = posterior(control);
  let total = 0;
  for (let i = 0; i < aB; i++) total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - logBeta(aA, bA));
  return Math.min(1, Math.max(0, total));
}

const GRID = 4000;

/**
 * P(each arm has the highest rate), by integrating over a grid that covers every posterior's mass:
 * P(i best) = ∫ pdf_i(x) · Π_{j≠i} cdf_j(x) dx. With two arms it equals `probabilityBeats`.
 */
export function probabilityBest(arms: readonly Arm[]): number[] {
  if (arms.length === 0) return [];
  if (arms.length === 1) return [1];
  const posteriors = arms.map(posterior);
  // The grid spans where any posterior has mass: mean ± 12 standard deviations, clipped to [0, 1].
  let low = 1;
  let high = 0;
  for (const { a, b } of posteriors) {
    const mean = a / (a + b);
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    low = Math.min(low, mean - 12 * sd);
    high = Math.max(high, mean + 12 * sd);
  }
  low = Math.max(0, low);
  high = Math.min(1, high);
  const step = (high - low) / GRID;
  // Each posterior's density at the cell midpoints, normalised over the grid (so each sums to 1).
  const masses = posteriors.map(({ a, b }) => {
    const logs = Array.from({ length: GRID }, (_, k) => {
      const x = low + (k + 0.5) * step;
      return (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x);
    });
    const peak = Math.max(...logs);
    const weights = logs.map((value) => Math.exp(value - peak));
    const sum = weights.reduce((total, weight) => total + weight, 0);
    return weights.map((weight) => weight / sum);
  });
  const below = masses.map(() => 0);
  const best = arms.map(() => 0);
  for (let k = 0; k < GRID; k++) {
    const cell = masses.map((mass) => must(mass[k]));
    for (const [i, mass] of cell.entries()) {
      // The others are below this cell: their mass in earlier cells, and half of this cell's (a tie).
      const others = cell.reduce((product, other, j) => (j === i ? product : product * (must(below[j]) + other / 2)), 1);
      best[i] = must(best[i]) + mass * others;
    }
    for (const [j, mass] of cell.entries()) below[j] = must(below[j]) + mass;
  }
  const total = best.reduce((sum, value) => sum + value, 0);
  return best.map((value) => value / total);
}

/** Whether the numbers are enough to say anything: every variant seen by the minimum, and enough conversions in all. */
export function hasEnoughData(arms: readonly Arm[]): boolean {
  return arms.every((arm) => arm.visitors >= MIN_VISITORS_PER_VARIANT) && arms.reduce((sum, arm) => sum + arm.conversions, 0) >= MIN_CONVERSIONS;
}
