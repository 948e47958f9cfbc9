import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as v from "valibot";
import { must } from "../../src/must.ts";
import { firstRow } from "../store";

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
 * only, so no other request (and no cold start) parses them. Called only for a password that
 * matched (preview-password.tsx): no anonymous request loads it.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS }),
  );
  return estimator;
}

/** Whether this isolate loaded the estimator (the test that anonymous requests never do). */
export const estimatorLoaded = () => estimator !== undefined;

/** Forgets the estimator and the isolate's verdicts (tests). */
export function forgetEstimator(): void {
  estimator = undefined;
  verdicts.clear();
}

/** log10 of the guesses the estimator needs for `password`. */
export async function passwordGuessesLog10(password: string): Promise<number> {
  return (await loadEstimator()).check(password).guessesLog10;
}

/** What a kept verdict was judged by: a new rule judges every password again. */
const RULE = `preview-password-rule:${MIN_GUESSES_LOG10}:${L33T_MAX_SUBSTITUTIONS}`;

/**
 * The key of a password's verdict in D1: the first 32 bits of HMAC-SHA256 keyed by the password.
 * Short on purpose: whoever reads the table cannot test passwords against it offline (each tag is
 * shared by 2^8 passwords of 10^12 guesses and more), and two passwords of one owner share a tag
 * once in four billion changes.
 */
async function verdictTag(password: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(RULE)));
  return Array.from(mac.subarray(0, 4), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether the password meets the rule. Judged once: kept in the isolate and in D1
 * (`password_verdicts`, migrations/0020_password_verdicts.sql), so only the first sign-in after a
 * change of PREVIEW_PASSWORD loads the estimator (about 80 ms of CPU in Node: docs/deploy.md#sign-in).
 * Without `db`, or when D1 cannot answer, it is judged in the isolate alone.
 */
export async function meetsPasswordRule(password: string, db?: D1Database): Promise<boolean> {
  const known = verdicts.get(password);
  if (known !== undefined) return known;
  const tag = db ? await verdictTag(password) : undefined;
  const kept = tag
    ? await firstRow(must(db).prepare("SELECT strong FROM password_verdicts WHERE tag = ?1").bind(tag), v.object({ strong: v.number() })).catch(() => null)
    : null;
  const strong = kept ? kept.strong === 1 : (await passwordGuessesLog10(password)) >= MIN_GUESSES_LOG10;
  verdicts.set(password, strong);
  if (tag && !kept) {
    await must(db)
      .prepare("INSERT INTO password_verdicts (tag, strong, judged_at) VALUES (?1, ?2, ?3) ON CONFLICT (tag) DO UPDATE SET strong = ?2, judged_at = ?3")
      .bind(tag, strong ? 1 : 0, new Date().toISOString())
      .run()
      .catch((error: unknown) => console.error("[sign-in] could not keep the password's verdict; the next isolate judges it again", error));
  }
  return strong;
}
