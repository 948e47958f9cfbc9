import { verifyWithJwks } from "hono/jwt";

/**
 * Cloudflare Access in front of the internal pages: Access sends each request it let through with
 * an application token in `Cf-Access-Jwt-Assertion`, signed with the team's keys, published at
 * `https://<team>.cloudflareaccess.com/cdn-cgi/access/certs`; the origin must check it (signature,
 * `aud` = the application's audience tag, `iss` = the team domain) so that a request that reached
 * the worker around Access (its workers.dev address, another route) is refused
 * (https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/).
 */
export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

export async function hasAccessToken(request: Request, { teamDomain, audience }: { teamDomain: string; audience: string }): Promise<boolean> {
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  if (!token) return false;
  try {
    await verifyWithJwks(token, {
      jwks_uri: `https://${teamDomain}/cdn-cgi/access/certs`,
      // Access signs with RS256; no other algorithm is taken, so a token cannot pick its own.
      allowedAlgorithms: ["RS256"],
      verification: { iss: `https://${teamDomain}`, aud: audience },
    });
    return true;
  } catch (error) {
    console.warn(`[sign-in] a Cloudflare Access token was refused: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
