/** The free resources library (/resources): categories and cards. */
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

const CARD_IMAGE = { width: 640, height: 360 } as const;

export const resources: readonly ResourceCard[] = [
  {
    title: "YouTube SEO Checklist",
    description: "The 25-point routine to run before every upload so the right viewers find your video in search and suggested.",
    image: { src: "/images/resources/youtube-seo-checklist.svg", alt: "", ...CARD_IMAGE },
    category: "youtube-growth",
    link: "/youtube-seo-checklist",
  },
  {
    title: "Video Idea Validation Checklist",
    description: "Twenty questions that tell you whether an idea is worth filming, before you spend a week on it.",
    image: { src: "/images/resources/video-idea-checklist.svg", alt: "", ...CARD_IMAGE },
    category: "content-creation",
    link: "/video-idea-checklist",
  },
  {
    title: "Change a Title or Thumbnail Guide",
    description: "When to repackage a stalled video, how to test one change at a time, and how to read the results.",
    image: { src: "/images/resources/change-title-thumbnail-guide.svg", alt: "", ...CARD_IMAGE },
    category: "youtube-growth",
    link: "/change-youtube-title-thumbnail",
  },
];

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
    text: "Subscribe to The Playback: one actionable YouTube idea in a 5-minute read, every week.",
    linkLabel: "Subscribe Now",
    href: "/",
  },
} as const;
