import type { ComponentType } from "react";
import { GuideThankYou } from "../components/GuideThankYou";
import type { GuideSlug } from "../content/guides";
import { ChangeTitleThumbnailPage } from "./change-youtube-title-thumbnail";
import { LeadMagnetPage } from "./lead-magnet";
import { VideoIdeaChecklistPage } from "./video-idea-checklist";
import { YoutubeSeoChecklistPage } from "./youtube-seo-checklist";

/** Each free download's landing page: they differ in the sections below the form. */
export const guideLandingPages: Record<GuideSlug, ComponentType> = {
  "business-growth-guide": LeadMagnetPage,
  "youtube-seo-checklist": YoutubeSeoChecklistPage,
  "video-idea-checklist": VideoIdeaChecklistPage,
  "change-title-thumbnail-guide": ChangeTitleThumbnailPage,
};

/** `retryEmail`: set only when the server renders the page for a failed form post (never cached). */
export type GuideThankYouPageProps = { retryEmail?: string };

function guideThankYouPage(slug: GuideSlug): ComponentType<GuideThankYouPageProps> {
  const Page = ({ retryEmail }: GuideThankYouPageProps) => <GuideThankYou slug={slug} {...(retryEmail ? { retryEmail } : {})} />;
  Page.displayName = `GuideThankYouPage(${slug})`;
  return Page;
}

/** Each free download's thank-you page: the same screen with that guide's file. */
export const guideThankYouPages = Object.fromEntries(
  (Object.keys(guideLandingPages) as GuideSlug[]).map((slug) => [slug, guideThankYouPage(slug)]),
) as Record<GuideSlug, ComponentType<GuideThankYouPageProps>>;
