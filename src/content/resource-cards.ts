import { guideAddresses, guideCardImage } from "./guide-record.ts";
import { guideList } from "./guides.ts";
import type { ResourceCard } from "./resources.ts";

/**
 * One card per free guide, from its record (./guides.ts), in the records' order. Server only: the
 * filter island gets the cards as props, so the records stay out of the browser.
 */
export const resources: readonly ResourceCard[] = guideList.map((guide) => ({
  title: guide.card.title,
  description: guide.card.description,
  image: guideCardImage(guide),
  category: guide.card.category,
  link: guideAddresses(guide).landingPath,
}));
