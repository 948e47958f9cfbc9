/** The free resources library (/resources): categories and words; the cards are the guides' (./resource-cards.ts). */
import { owner } from "./owner";
export const resourceCategories = [
  { slug: "all", label: "All" },
  { slug: "youtube-growth", label: "YouTube Growth" },
  { slug: "content-creation", label: "Content Creation" },
] as const;

export type ResourceCategorySlug = (typeof resourceCategories)[number]["slug"];

export interface ResourceCard {
  title: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  category: Exclude<ResourceCategorySlug, "all">;
  link: string;
}

export const resourcesPage = {
  eyebrow: "Free downloads",
  headline: "Free Resources Library",
  lead: "Checklists and guides I use with clients every week. Pick one, put it to work on your next video.",
  filterLabel: "Filter resources by category",
  cardCta: "Download Free",
  /** `{count}` is replaced by the number of cards shown. */
  countText: "Showing {count} of {total} resources",
  subscribe: {
    heading: "Want a new strategy every week?",
    text: `Subscribe to ${owner.newsletterName}: one actionable YouTube idea in a 5-minute read, every week.`,
    linkLabel: "Subscribe Now",
    href: "/",
  },
  /** Shown under the library while the channel's videos are on (YOUTUBE_CHANNEL_ID). */
  videos: { text: "Prefer to watch?", linkLabel: "Every video, with its chapters", href: "/videos" },
} as const;
