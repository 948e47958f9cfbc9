/**
 * How many browser test files run at once, each pool worker with its own served site, fakes and
 * Chromium (global-setup.ts). A browser test mostly waits (a person's typing, the network), so two
 * on two cores take little more than half the time of one.
 */
export const E2E_WORKERS = 2;
