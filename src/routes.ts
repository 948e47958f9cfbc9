import { owner } from "./content/owner";
import type { PageRoute, RedirectRoute } from "./route-types";
import { HomePage } from "./pages/home";
import { LeadMagnetPage } from "./pages/lead-magnet";
import { LeadMagnetThankYouPage } from "./pages/lead-magnet-thank-you";
import { NewsletterPage } from "./pages/newsletter";
import { NewsletterThankYouPage } from "./pages/newsletter-thank-you";
import { NewsletterPreviewPage } from "./pages/newsletter-preview";
import { NewsletterPreviewBackupPage } from "./pages/newsletter-preview-backup";
import { SalesPage } from "./pages/sales-page";
import { SalesThankYouPage } from "./pages/sales-thank-you";
import { ResourcesPage } from "./pages/resources";
import { YoutubeSeoChecklistPage } from "./pages/youtube-seo-checklist";
import { YoutubeSeoChecklistThankYouPage } from "./pages/youtube-seo-checklist-thank-you";
import { VideoIdeaChecklistPage } from "./pages/video-idea-checklist";
import { VideoIdeaChecklistThankYouPage } from "./pages/video-idea-checklist-thank-you";
import { ChangeTitleThumbnailPage } from "./pages/change-youtube-title-thumbnail";
import { ChangeTitleThumbnailThankYouPage } from "./pages/change-youtube-title-thumbnail-thank-you";
import { guideSchema, personSchema, resourcesSchema, websiteSchema } from "./seo/structured-data";
import { PrivacyPolicyPage } from "./pages/privacy-policy";
import { TermsOfServicePage } from "./pages/terms-of-service";
import { CookiePolicyPage } from "./pages/cookie-policy";
import { ContactPage } from "./pages/contact";
import { SpeakerV1Page } from "./pages/speaker/speaker-v1";
import { SpeakerV2Page } from "./pages/speaker/speaker-v2";
import { SpeakerV3Page } from "./pages/speaker/speaker-v3";
import { SpeakerV4Page } from "./pages/speaker/speaker-v4";
import { SpeakerV5Page } from "./pages/speaker/speaker-v5";
import { SpeakerV6Page } from "./pages/speaker/speaker-v6";
import { courseStructuredData } from "./components/course/course-structured-data";
import { speakerStructuredData } from "./components/speaker/speaker-structured-data";
import { newsletterIssueRoutes } from "./newsletter-issue-routes";

/** Every page of the site: the worker, the sitemap and the tests read this one table. */
export const pageRoutes: PageRoute[] = [
  {
    path: "/",
    title: `${owner.name} | I Help Creators and Businesses Succeed on YouTube`,
    description: `YouTube strategy for creators and businesses: 11 years, 200M+ views and 10,000+ business owners helped. Get The Playback, a weekly 5-minute read.`,
    Page: HomePage,
    structuredData: (siteUrl) => [personSchema(siteUrl), websiteSchema(siteUrl)],
  },
  {
    path: "/lead-magnet",
    title: `Free Ultimate Business Growth Guide | ${owner.name}`,
    description: `Download the free Ultimate Business Growth Guide: the YouTube playbook behind 200% revenue growth in 6 months.`,
    Page: LeadMagnetPage,
    structuredData: guideSchema("business-growth-guide"),
  },
  {
    path: "/lead-magnet/thank-you",
    title: `Your Business Growth Guide Is Ready | ${owner.name}`,
    description: `Thanks for requesting the Ultimate Business Growth Guide. Download it here.`,
    Page: LeadMagnetThankYouPage,
    noindex: true,
  },
  {
    path: "/newsletter",
    title: `The Playback: The Weekly YouTube Newsletter by ${owner.name}`,
    description: `The Playback is a weekly newsletter by ${owner.name}: 5-minute reads with actionable YouTube strategies and experiments.`,
    Page: NewsletterPage,
  },
  {
    path: "/newsletter-thank-you",
    title: `Welcome to The Playback | ${owner.name}`,
    description: `You're in. Confirm your email to start receiving The Playback.`,
    Page: NewsletterThankYouPage,
    noindex: true,
  },
  {
    path: "/newsletter-preview",
    title: `Newsletter Preview | Internal`,
    description: `Internal tool: preview and copy The Playback email HTML in six styles.`,
    Page: NewsletterPreviewPage,
    noindex: true,
  },
  {
    path: "/newsletter-preview-backup",
    title: `Newsletter Preview (Backup) | Internal`,
    description: `Internal tool: second instance of the newsletter email previewer.`,
    Page: NewsletterPreviewBackupPage,
    noindex: true,
  },
  {
    path: "/sales-page",
    title: `YouTube Growth Course | ${owner.name}`,
    description: `The creator course: five modules to grow a channel that earns. $297 one-time with a 30-day money-back guarantee.`,
    Page: SalesPage,
    structuredData: courseStructuredData,
  },
  {
    path: "/sales-page/thank-you",
    title: `You're Enrolled | ${owner.name}`,
    description: `Welcome to the course. Here is what happens next.`,
    Page: SalesThankYouPage,
    noindex: true,
  },
  {
    path: "/resources",
    title: `Free Resources Library | ${owner.name}`,
    description: `Free YouTube checklists and guides: SEO, video idea validation and more. Download and put them to work today.`,
    Page: ResourcesPage,
    structuredData: (siteUrl) => [resourcesSchema(siteUrl)],
  },
  {
    path: "/youtube-seo-checklist",
    title: `Free YouTube SEO Checklist | ${owner.name}`,
    description: `The YouTube SEO checklist to run before every upload: titles, descriptions, chapters and more. Free download.`,
    Page: YoutubeSeoChecklistPage,
    structuredData: guideSchema("youtube-seo-checklist"),
  },
  {
    path: "/youtube-seo-checklist/thank-you",
    title: `Your YouTube SEO Checklist Is Ready | ${owner.name}`,
    description: `Download your YouTube SEO checklist.`,
    Page: YoutubeSeoChecklistThankYouPage,
    noindex: true,
  },
  {
    path: "/video-idea-checklist",
    title: `Free Video Idea Validation Checklist | ${owner.name}`,
    description: `Validate a video idea before you film it. The free checklist that saves weeks of work on videos nobody watches.`,
    Page: VideoIdeaChecklistPage,
    structuredData: guideSchema("video-idea-checklist"),
  },
  {
    path: "/video-idea-checklist/thank-you",
    title: `Your Video Idea Checklist Is Ready | ${owner.name}`,
    description: `Download your video idea validation checklist.`,
    Page: VideoIdeaChecklistThankYouPage,
    noindex: true,
  },
  {
    path: "/change-youtube-title-thumbnail",
    title: `How to Change a YouTube Title or Thumbnail (Free Guide) | ${owner.name}`,
    description: `When and how to change a YouTube title or thumbnail without hurting a video. A free step-by-step guide.`,
    Page: ChangeTitleThumbnailPage,
    structuredData: guideSchema("change-title-thumbnail-guide"),
  },
  {
    path: "/change-youtube-title-thumbnail/thank-you",
    title: `Your Title and Thumbnail Guide Is Ready | ${owner.name}`,
    description: `Download your guide to changing a YouTube title or thumbnail.`,
    Page: ChangeTitleThumbnailThankYouPage,
    noindex: true,
  },
  {
    path: "/privacy-policy",
    title: `Privacy Policy | ${owner.name}`,
    description: `How this site handles your email address, cookies and analytics, and the rights you have over your data.`,
    Page: PrivacyPolicyPage,
  },
  {
    path: "/terms-of-service",
    title: `Terms of Service | ${owner.name}`,
    description: `The terms for using this website, its newsletter and its free resources.`,
    Page: TermsOfServicePage,
  },
  {
    path: "/cookie-policy",
    title: `Cookie Policy | ${owner.name}`,
    description: `Which cookies this site uses, why, and how to change your choice at any time.`,
    Page: CookiePolicyPage,
  },
  {
    path: "/contact",
    title: `Contact | ${owner.name}`,
    description: `Get in touch with ${owner.name} about consulting, speaking or the newsletter.`,
    Page: ContactPage,
  },
  {
    path: "/speaker-v1",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV1Page,
    structuredData: speakerStructuredData,
  },
  {
    path: "/speaker-v2",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV2Page,
    structuredData: speakerStructuredData,
  },
  {
    path: "/speaker-v3",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV3Page,
    structuredData: speakerStructuredData,
  },
  {
    path: "/speaker-v4",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV4Page,
    structuredData: speakerStructuredData,
  },
  {
    path: "/speaker-v5",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV5Page,
    structuredData: speakerStructuredData,
  },
  {
    path: "/speaker-v6",
    title: `${owner.name} Speaker`,
    description: `Book ${owner.name} to speak: keynotes, workshops and panels on YouTube strategy, YouTube SEO and YouTube for business.`,
    Page: SpeakerV6Page,
    structuredData: speakerStructuredData,
  },
  ...newsletterIssueRoutes,
];

/** Old or alternative addresses, answered with 301 to the canonical path. */
export const redirectRoutes: RedirectRoute[] = [{ from: "/lead-magnet-thank-you", to: "/lead-magnet/thank-you" }];

export function findPageRoute(path: string): PageRoute | undefined {
  return pageRoutes.find((route) => route.path === path);
}
