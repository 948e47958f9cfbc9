import { verify } from "hono/jwt";
import { accessKey } from "./access-keys";

/**
 * Cloudflare Access in front of the internal pages: Access sends each request it let through with
 * an application token in `Cf-Access-Jwt-Assertion`, signed with the team's keys; the origin must
 * check it (signature, `aud` = the application's audience tag, `iss` = the team domain) so that a
 * request that reached the worker around Access (its workers.dev address, another route) is refused
 * (https://developers.cloudflare.com/cloudflare-one/access-controls/applications/http-apps/authorization-cookie/validating-json/).
 * The keys come from the isolate's copy (./access-keys.ts), not a fetch per request.
 */
export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

/** Access signs with RS256; no other algorithm is taken, so a token cannot pick its own. */
const ALGORITHM = "RS256";

/** The token's header (`kid`, `alg`), read without trusting it: it only picks the key. */
function headerOf(token: string): { kid?: unknown; alg?: unknown } | undefined {
  const [header] = token.split(".");
  if (!header || !/^[A-Za-z0-9_-]+$/.test(header)) return undefined;
  try {
    const parsed: unknown = JSON.parse(atob(header.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the request carries a valid Access token. A refusal is logged by its reason's name only
 * (`JwtTokenExpired`, `unknown key`): hono's errors put the whole token in their message, and a
 * token in the logs is a credential anyone who reads them could replay until it expires.
 */
export async function hasAccessToken(request: Request, { teamDomain, audience }: { teamDomain: string; audience: string }): Promise<boolean> {
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  if (!token) return false;
  const header = headerOf(token);
  if (!header || header.alg !== ALGORITHM || typeof header.kid !== "string") return refused("not an RS256 token with a key id");
  const key = await accessKey(teamDomain, header.kid);
  if (!key || (key.alg && key.alg !== ALGORITHM)) return refused("unknown key");
  try {
    await verify(token, key as never, { alg: ALGORITHM, iss: `https://${teamDomain}`, aud: audience });
    return true;
  } catch (error) {
    return refused(error instanceof Error ? error.name : "not verified");
  }
}

function refused(reason: string): false {
  console.warn(`[sign-in] a Cloudflare Access token was refused: ${reason}`);
  return false;
}
