import { guideAddresses } from "./guide-record.ts";
import { guideList } from "./guides.ts";
import { NEWSLETTER_THANK_YOU_PATH } from "./newsletter-thank-you.ts";

/**
 * What a signup can be for: the newsletter, one of the free guides (./guides.ts), or the course
 * waitlist. The slug travels with the signup (`magnet`), picks the Kit tag (KIT_TAG_IDS) and the
 * thank-you page.
 */
export { NEWSLETTER_THANK_YOU_PATH };

interface Magnet {
  title: string;
  /** Whether the signup gives a file: a failed waitlist signup must say so, not thank. */
  download: boolean;
  landingPath: string;
  thankYouPath: string;
}

const courseWaitlist = {
  "course-waitlist": { title: "Course Waitlist", download: false, landingPath: "/sales-page", thankYouPath: "/sales-page/waitlist/thank-you" },
} as const satisfies Record<string, Magnet>;

type GuideMagnetSlug = (typeof guideList)[number]["slug"];
export type MagnetSlug = GuideMagnetSlug | keyof typeof courseWaitlist;

export const magnets: Record<MagnetSlug, Magnet> = {
  ...(Object.fromEntries(
    guideList.map((guide) => {
      const { landingPath, thankYouPath } = guideAddresses(guide);
      return [guide.slug, { title: guide.title, download: true, landingPath, thankYouPath }];
    }),
  ) as unknown as Record<GuideMagnetSlug, Magnet>),
  ...courseWaitlist,
};

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
