/** Web addresses of the newsletter archive: the pages, the feed, the sitemap and the email's link use these. */
import { owner } from "../content/owner.ts";
export const ARCHIVE_PATH = "/newsletter/issues";
export const FEED_PATH = "/newsletter/feed.xml";
export const FEED_TITLE = owner.newsletterName;

export function issuePath(slug: string): string {
  return `${ARCHIVE_PATH}/${slug}`;
}

/** The issue's web address, for the email's "View in browser" link; the archive for a fresh draft. */
export function issueUrl(slug: string | undefined, siteOrigin: string): string {
  return new URL(slug ? issuePath(slug) : ARCHIVE_PATH, siteOrigin).href;
}
