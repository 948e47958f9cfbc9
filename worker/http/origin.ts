const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function originOf(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The site's public origin, or the origin the request was made to; locally, localhost and 127.0.0.1 are one. */
export function isOwnOrigin(candidate: string, requestUrl: string, siteUrl: string, allowLoopbackAliases: boolean): boolean {
  const origin = originOf(candidate);
  if (!origin || origin.origin === "null") return false;
  const own = [originOf(siteUrl), originOf(requestUrl)].filter((url): url is URL => !!url);
  if (own.some((url) => url.origin === origin.origin)) return true;
  if (!allowLoopbackAliases) return false;
  const request = originOf(requestUrl);
  return (
    !!request &&
    LOOPBACK_HOSTS.has(origin.hostname) &&
    LOOPBACK_HOSTS.has(request.hostname) &&
    origin.port === request.port &&
    origin.protocol === request.protocol
  );
}

/**
 * Refuses cross-site posts. Browsers send `Sec-Fetch-Site` and `Origin` with every POST, so a
 * page elsewhere cannot submit a form or fetch here on a visitor's behalf. A request with neither
 * header is not from a browser: signups let it pass to the rate limit (nothing can stop such a
 * client from sending the headers, and a script that signs up should not be told how to); with
 * `requireNamed` (inquiries, each an email to the owner) it is refused, so a script must at least
 * claim to be this site. Hono's csrf middleware checks form posts only, not JSON, hence this check.
 */
export function isAllowedOrigin(headers: Headers, requestUrl: string, siteUrl: string, allowLoopbackAliases: boolean, { requireNamed = false } = {}): boolean {
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = headers.get("Origin");
  if (origin !== null && !isOwnOrigin(origin, requestUrl, siteUrl, allowLoopbackAliases)) return false;
  if (requireNamed && origin === null && fetchSite !== "same-origin") return false;
  return true;
}
