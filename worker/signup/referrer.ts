import { signupLimits } from "./limits";

/**
 * The signup's referrer for Kit: the page on this site and its UTM parameters, nothing else
 * (other query parameters may carry personal data). Anything that is not a page of this site
 * is dropped. The site's public origin is used, so local and preview hosts read as the site.
 */
export function kitReferrer(candidate: string | undefined | null, siteUrl: string, isOwn: (origin: string) => boolean): string | undefined {
  if (!candidate) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (!isOwn(url.origin)) return undefined;
  const referrer = new URL(url.pathname, siteUrl);
  for (const [name, value] of url.searchParams) {
    if (/^utm_[a-z]{1,20}$/.test(name)) referrer.searchParams.append(name, value.slice(0, 200));
  }
  const text = referrer.href;
  return text.length <= signupLimits.maxReferrerLength ? text : referrer.origin + referrer.pathname;
}
