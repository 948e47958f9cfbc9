/** A path on this site: one leading slash, no scheme, no backslash, no control characters. */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;

/**
 * Where a no-JavaScript form post returns with its error: the `source` field when it is a plain
 * path on this site, else the Referer's path when the Referer is this site, else the home page.
 * Never an outside address, so the endpoint cannot be used as an open redirect.
 */
export function returnPath(source: string | undefined, referer: string | null, isOwn: (origin: string) => boolean): string {
  if (source && source.length <= 200 && SAFE_PATH.test(source)) return source;
  if (referer) {
    try {
      const url = new URL(referer);
      if (isOwn(url.origin) && SAFE_PATH.test(url.pathname)) return url.pathname;
    } catch {
      // not a URL: fall through
    }
  }
  return "/";
}

