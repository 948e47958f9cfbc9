import type { ComponentType } from "react";
import { GuideLanding } from "../sections/GuideLanding";
import { guideList, guides, type GuideSlug } from "../content/guides";

/**
 * Each free guide's landing page: the one generic page with that guide's record. A module of its
 * own, apart from the thank-you pages, so the landings' inlined stylesheet holds no thank-you styles.
 */
function guideLandingPage(slug: GuideSlug): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per guide when the module loads, never in a render: each route keeps one page
  const Page = () => <GuideLanding guide={guides[slug]} />;
  Page.displayName = `GuideLandingPage(${slug})`;
  return Page;
}

export const guideLandingPages = Object.fromEntries(guideList.map(({ slug }) => [slug, guideLandingPage(slug)])) as Record<GuideSlug, ComponentType>;
