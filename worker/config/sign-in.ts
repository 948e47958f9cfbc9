import type { Env } from "./env";

/**
 * How the owner signs in to the internal pages (worker/internal/preview-password.tsx, docs/deploy.md#sign-in):
 * - `access`: Cloudflare Access sits in front of /internal (ACCESS_TEAM_DOMAIN and ACCESS_AUD set):
 *   every request must carry Access's signed `Cf-Access-Jwt-Assertion`; no password is asked.
 * - `password`: HTTP Basic auth with PREVIEW_PASSWORD, which must meet the password rule
 *   (worker/internal/password-strength.ts: a strength estimate, judged where the sign-in runs, so
 *   its dictionaries load only there); one weaker keeps the internal pages locked.
 * - `locked`: production without a password: the internal pages answer 503 with a page that says
 *   why (the rest of the site runs).
 * - `open`: local development (`npm start`, the tests) without a password, as always.
 */
export type SignInSettings =
  | { kind: "open" }
  | { kind: "locked"; reason: "unset" }
  | { kind: "password"; password: string }
  | { kind: "access"; teamDomain: string; audience: string };

/** A team domain as Cloudflare shows it (`myteam.cloudflareaccess.com`), with or without https://. */
const teamDomainOf = (value: string) =>
  value
    .trim()
    .replace(/^https:\/\//, "")
    .replace(/\/+$/, "");

export function readSignIn(env: Env, development: boolean): SignInSettings {
  const teamDomain = teamDomainOf(env.ACCESS_TEAM_DOMAIN ?? "");
  const audience = env.ACCESS_AUD?.trim() ?? "";
  if (teamDomain && audience) return { kind: "access", teamDomain, audience };
  const password = env.PREVIEW_PASSWORD || undefined;
  if (!password) return development ? { kind: "open" } : { kind: "locked", reason: "unset" };
  return { kind: "password", password };
}
