import { passwordRule } from "../../src/content/internal";
import type { Env } from "./env";

/**
 * How the owner signs in to the internal pages (worker/internal/preview-password.tsx, docs/deploy.md#sign-in):
 * - `access`: Cloudflare Access sits in front of /internal (ACCESS_TEAM_DOMAIN and ACCESS_AUD set):
 *   every request must carry Access's signed `Cf-Access-Jwt-Assertion`; no password is asked.
 * - `password`: HTTP Basic auth with PREVIEW_PASSWORD, which must meet PASSWORD_RULE.
 * - `locked`: production without a password, or with one weaker than the rule: the internal pages
 *   answer 503 with a page that says why (the rest of the site runs).
 * - `open`: local development (`npm start`, the tests) without a password, as always.
 */
export type SignInSettings =
  | { kind: "open" }
  | { kind: "locked"; reason: "unset" | "weak" }
  | { kind: "password"; password: string }
  | { kind: "access"; teamDomain: string; audience: string };

/**
 * The password rule: at least 16 characters, at least 8 of them different. Guessing then cannot
 * succeed at any rate a client could sustain (16 characters even of lowercase letters alone are
 * 26^16, about 4e22 passwords), so the per-client limit only slows; `openssl rand -base64 24`
 * gives 32 characters.
 */
export const PASSWORD_RULE = { minLength: 16, minDistinct: 8 } as const;

export function meetsPasswordRule(password: string): boolean {
  return [...password].length >= PASSWORD_RULE.minLength && new Set(password).size >= PASSWORD_RULE.minDistinct;
}

/** A team domain as Cloudflare shows it (`myteam.cloudflareaccess.com`), with or without https://. */
const teamDomainOf = (value: string) => value.trim().replace(/^https:\/\//, "").replace(/\/+$/, "");

export function readSignIn(env: Env, development: boolean): SignInSettings {
  const teamDomain = teamDomainOf(env.ACCESS_TEAM_DOMAIN ?? "");
  const audience = env.ACCESS_AUD?.trim() ?? "";
  if (teamDomain && audience) return { kind: "access", teamDomain, audience };
  const password = env.PREVIEW_PASSWORD || undefined;
  if (!password) return development ? { kind: "open" } : { kind: "locked", reason: "unset" };
  if (!meetsPasswordRule(password)) {
    console.error(`PREVIEW_PASSWORD is too weak, so the internal pages stay locked: ${passwordRule}`);
    return { kind: "locked", reason: "weak" };
  }
  return { kind: "password", password };
}
