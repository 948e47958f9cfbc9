/**
 * What a signup can be for: the newsletter, or one of the free downloads. The slug travels
 * with the signup (`magnet`), picks the Kit tag (KIT_TAG_IDS) and the thank-you page.
 */
export const NEWSLETTER_THANK_YOU_PATH = "/newsletter-thank-you";

export const magnets = {
  "business-growth-guide": {
    title: "Ultimate Business Growth Guide",
    landingPath: "/lead-magnet",
    thankYouPath: "/lead-magnet/thank-you",
  },
  "youtube-seo-checklist": {
    title: "YouTube SEO Checklist",
    landingPath: "/youtube-seo-checklist",
    thankYouPath: "/youtube-seo-checklist/thank-you",
  },
  "video-idea-checklist": {
    title: "Video Idea Checklist",
    landingPath: "/video-idea-checklist",
    thankYouPath: "/video-idea-checklist/thank-you",
  },
  "change-title-thumbnail-guide": {
    title: "Change YouTube Title or Thumbnail Guide",
    landingPath: "/change-youtube-title-thumbnail",
    thankYouPath: "/change-youtube-title-thumbnail/thank-you",
  },
  "course-waitlist": {
    title: "Course Waitlist",
    landingPath: "/sales-page",
    thankYouPath: "/sales-page/waitlist/thank-you",
  },
} as const;

export type MagnetSlug = keyof typeof magnets;

export function isMagnetSlug(value: unknown): value is MagnetSlug {
  return typeof value === "string" && Object.hasOwn(magnets, value);
}

/** Where a successful signup lands. */
export function thankYouPathFor(magnet?: MagnetSlug): string {
  return magnet ? magnets[magnet].thankYouPath : NEWSLETTER_THANK_YOU_PATH;
}
