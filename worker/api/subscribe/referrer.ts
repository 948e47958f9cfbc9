/** Longest referrer passed to Kit; a longer one keeps its origin and path only. */
export const MAX_REFERRER_LENGTH = 2048;

/**
 * The signup's referrer for Kit: the site's public origin, the page's normalised path and its UTM
 * parameters, nothing else (other query parameters may carry personal data). Anything that is
 * not a page of this site is dropped. The path is joined to the origin as text, never resolved
 * against it: `https://site//evil.com/x` has the path `//evil.com/x`, which resolves off-site.
 */
export function kitReferrer(candidate: string | undefined | null, siteUrl: string, isOwn: (origin: string) => boolean): string | undefined {
  if (!candidate) return undefined;
  let url: URL;
  let site: URL;
  try {
    url = new URL(candidate);
    site = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (!isOwn(url.origin)) return undefined;
  const path = `/${url.pathname.split("/").filter(Boolean).join("/")}`;
  const referrer = new URL(site.origin);
  referrer.pathname = path;
  for (const [name, value] of url.searchParams) {
    if (/^utm_[a-z]{1,20}$/.test(name)) referrer.searchParams.append(name, value.slice(0, 200));
  }
  if (referrer.origin !== site.origin) return undefined;
  const text = referrer.href;
  return text.length <= MAX_REFERRER_LENGTH ? text : referrer.origin + referrer.pathname;
}
