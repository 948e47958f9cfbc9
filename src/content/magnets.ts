/**
 * What a signup can be for: the newsletter, or one of the free downloads. The slug travels
 * with the signup (`magnet`), picks the Kit tag (KIT_TAG_IDS) and the thank-you page.
 */
export const NEWSLETTER_THANK_YOU_PATH = "/newsletter-thank-you";

export const magnets = {
  "business-growth-guide": {
    title: "Ultimate Business Growth Guide",
    download: true,
    landingPath: "/lead-magnet",
    thankYouPath: "/lead-magnet/thank-you",
  },
  "youtube-seo-checklist": {
    title: "YouTube SEO Checklist",
    download: true,
    landingPath: "/youtube-seo-checklist",
    thankYouPath: "/youtube-seo-checklist/thank-you",
  },
  "video-idea-checklist": {
    title: "Video Idea Checklist",
    download: true,
    landingPath: "/video-idea-checklist",
    thankYouPath: "/video-idea-checklist/thank-you",
  },
  "change-title-thumbnail-guide": {
    title: "Change YouTube Title or Thumbnail Guide",
    download: true,
    landingPath: "/change-youtube-title-thumbnail",
    thankYouPath: "/change-youtube-title-thumbnail/thank-you",
  },
  "course-waitlist": {
    title: "Course Waitlist",
    /** Nothing to download: a failed waitlist signup must say so, not thank. */
    download: false,
    landingPath: "/sales-page",
    thankYouPath: "/sales-page/waitlist/thank-you",
  },
} as const;

export type MagnetSlug = keyof typeof magnets;

export function isMagnetSlug(value: unknown): value is MagnetSlug {
  return typeof value === "string" && Object.hasOwn(magnets, value);
}

/** Whether the signup gives a file: its thank-you page carries the download. */
export function givesDownload(magnet: MagnetSlug): boolean {
  return magnets[magnet].download;
}

/** Where a successful signup lands. */
export function thankYouPathFor(magnet?: MagnetSlug): string {
  return magnet ? magnets[magnet].thankYouPath : NEWSLETTER_THANK_YOU_PATH;
}
