import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The password rule of the internal pages (PREVIEW_PASSWORD, docs/deploy.md#sign-in): the strength
 * estimate of zxcvbn-ts (https://zxcvbn-ts.github.io/zxcvbn/) with its common dictionaries (leaked
 * passwords, a diceware list) and keyboard layouts must say at least 10^12 guesses. 20 generated
 * characters (10^20) or five random words (10^19 and more) pass; "Password12345678" or a
 * keyboard row ("qwertyuiopasdfgh", about 10^4) do not, whatever their length. Since the right
 * password always gets in, guessing is bounded by this alone: at 10 guesses per client per 15
 * minutes, 10^12 guesses take a million clients three years.
 */
export const MIN_GUESSES_LOG10 = 12;

/**
 * l33t substitutions tried per password: the library's default (100) takes tens of milliseconds on
 * a long random password, beyond a Workers Free request's CPU; a password that needs more
 * substitutions to read as a word is long and varied enough anyway.
 */
const L33T_MAX_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;
const verdicts = new Map<string, boolean>();

/**
 * The estimator, built once per isolate on the first check: the dictionaries are imported here
 * only, so no other request (and no cold start) parses them.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS }),
  );
  return estimator;
}

/** log10 of the guesses the estimator needs for `password`. */
export async function passwordGuessesLog10(password: string): Promise<number> {
  return (await loadEstimator()).check(password).guessesLog10;
}

/** Whether the password meets the rule; judged once per isolate (the secret changes only with a deploy). */
export async function meetsPasswordRule(password: string): Promise<boolean> {
  const known = verdicts.get(password);
  if (known !== undefined) return known;
  const strong = (await passwordGuessesLog10(password)) >= MIN_GUESSES_LOG10;
  verdicts.set(password, strong);
  return strong;
}
