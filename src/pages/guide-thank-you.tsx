import type { ComponentType } from "react";
import { GuideThankYou } from "../sections/GuideThankYou";
import { guideList, type GuideSlug } from "../content/guides";

/** `retryEmail`: set only when the server renders the page for a failed form post (never cached). */
export type GuideThankYouPageProps = { retryEmail?: string };

function guideThankYouPage(slug: GuideSlug): ComponentType<GuideThankYouPageProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per guide when the module loads, never in a render: each route keeps one page
  const Page = ({ retryEmail }: GuideThankYouPageProps) => <GuideThankYou slug={slug} {...(retryEmail ? { retryEmail } : {})} />;
  Page.displayName = `GuideThankYouPage(${slug})`;
  return Page;
}

/** Each free guide's thank-you page: the same screen with that guide's file. */
export const guideThankYouPages = Object.fromEntries(guideList.map(({ slug }) => [slug, guideThankYouPage(slug)])) as Record<
  GuideSlug,
  ComponentType<GuideThankYouPageProps>
>;
