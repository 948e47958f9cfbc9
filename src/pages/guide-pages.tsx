import type { ComponentType } from "react";
import { GuideLanding } from "../components/GuideLanding";
import { GuideThankYou } from "../components/GuideThankYou";
import { guideList, guides, type GuideSlug } from "../content/guides";

/** A guide's landing page: the one generic page, with that guide's record. */
function guideLandingPage(slug: GuideSlug): ComponentType {
  const Page = () => <GuideLanding guide={guides[slug]} />;
  Page.displayName = `GuideLandingPage(${slug})`;
  return Page;
}

/** `retryEmail`: set only when the server renders the page for a failed form post (never cached). */
export type GuideThankYouPageProps = { retryEmail?: string };

function guideThankYouPage(slug: GuideSlug): ComponentType<GuideThankYouPageProps> {
  const Page = ({ retryEmail }: GuideThankYouPageProps) => <GuideThankYou slug={slug} {...(retryEmail ? { retryEmail } : {})} />;
  Page.displayName = `GuideThankYouPage(${slug})`;
  return Page;
}

const slugs = guideList.map((guide) => guide.slug);

/** Each free guide's landing page. */
export const guideLandingPages = Object.fromEntries(slugs.map((slug) => [slug, guideLandingPage(slug)])) as Record<GuideSlug, ComponentType>;

/** Each free guide's thank-you page: the same screen with that guide's file. */
export const guideThankYouPages = Object.fromEntries(slugs.map((slug) => [slug, guideThankYouPage(slug)])) as Record<GuideSlug, ComponentType<GuideThankYouPageProps>>;
