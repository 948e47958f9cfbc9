/**
 * When an experiment's numbers say something (worker/stats/verdict.ts computes, the stats page and
 * docs/experiments.md explain): below the minimum sample the page says "not enough data yet".
 */
export const MIN_VISITORS_PER_VARIANT = 100;
export const MIN_CONVERSIONS = 20;
/** A variant is called the winner once it is the best with at least this probability. */
export const WINNER_PROBABILITY = 0.95;
