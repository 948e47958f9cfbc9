/** A path on this site: one leading slash, no scheme, no backslash, no control characters. */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;
const BASE = "https://site.invalid";

/**
 * A candidate path as the redirect will carry it: resolved against this site (dot segments
 * removed), and kept only if it is still on this site and still a plain path. `/.//evil.com`
 * passes a check of the raw text but normalises to `//evil.com`, an address on another site.
 */
function normalisedPath(candidate: string): string | undefined {
  if (!SAFE_PATH.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return undefined;
  }
  return url.origin === BASE && SAFE_PATH.test(url.pathname) ? url.pathname : undefined;
}

/**
 * Where a no-JavaScript form post returns with its error: the `source` field when it is a plain
 * path on this site, else the Referer's path when the Referer is this site, else the home page.
 * Never an outside address, so the endpoint cannot be used as an open redirect.
 */
export function returnPath(source: string | undefined, referer: string | null, isOwn: (origin: string) => boolean): string {
  const fromSource = source && source.length <= 200 ? normalisedPath(source) : undefined;
  if (fromSource) return fromSource;
  if (referer) {
    try {
      const url = new URL(referer);
      const path = isOwn(url.origin) ? normalisedPath(url.pathname) : undefined;
      if (path) return path;
    } catch {
      // not a URL: fall through
    }
  }
  return "/";
}
