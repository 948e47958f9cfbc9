import { course } from "./content/course";
import { guideAddresses } from "./content/guide-record";
import { guideList, guides, type GuideSlug } from "./content/guides";
import { owner } from "./content/owner";
import { speakerPageSeo } from "./content/speaker";
import { definePage, type PageRoute, type RedirectRoute } from "./route-types";
import { HomePage } from "./pages/home";
import { NewsletterPage } from "./pages/newsletter";
import { NewsletterThankYouPage } from "./pages/newsletter-thank-you";
import { NewsletterPreviewPage } from "./pages/newsletter-preview";
import { NewsletterPreviewBackupPage } from "./pages/newsletter-preview-backup";
import { StatsPage } from "./pages/internal-stats";
import { statsPage } from "./content/stats";
import { STATS_PAGE_PATH } from "./stats/contract";
import { SalesPage } from "./pages/sales-page";
import { SalesThankYouPage } from "./pages/sales-thank-you";
import { SalesWaitlistThankYouPage } from "./pages/sales-waitlist-thank-you";
import { ResourcesPage } from "./pages/resources";
import { guideLandingPages } from "./pages/guide-landing";
import { guideThankYouPages } from "./pages/guide-thank-you";
import { PrivacyPolicyPage } from "./pages/privacy-policy";
import { TermsOfServicePage } from "./pages/terms-of-service";
import { CookiePolicyPage } from "./pages/cookie-policy";
import { ContactPage } from "./pages/contact";
import { SPEAKER_PATH, speakerDesignPage, speakerPagePath, speakerPages } from "./pages/speaker/speaker-pages";
import { guideSchema, personSchema, resourcesSchema, websiteSchema } from "./seo/structured-data";
import { courseStructuredData } from "./components/course/course-structured-data";
import { speakerStructuredData } from "./components/speaker/speaker-structured-data";
import { newsletterIssueRoutes } from "./newsletter-issue-routes";
import { INQUIRIES_PAGE_PATH, INQUIRY_FORM_PATH, INQUIRY_THANK_YOU_PATH } from "./inquiry/schema";
import { SpeakerInquirePage } from "./pages/speaker/inquire";
import { SpeakerInquireThankYouPage } from "./pages/speaker/inquire-thank-you";
import { InquiriesPage } from "./pages/internal/inquiries";
import { PREVIEWER_BACKUP_PATH, PREVIEWER_PATH } from "./internal/owner-paths";
import { SEEN_EXPERIMENT_FIELD } from "./experiment-contract/seen";
import { SIGNUP_QUERY } from "./signup/contract";

const titled = (title: string) => `${title} | ${owner.name}`;

/** Each free guide: its landing page and its thank-you page, at the paths its record gives. */
function guideRoutes(slug: GuideSlug): PageRoute[] {
  const { seo } = guides[slug];
  const { landingPath, thankYouPath } = guideAddresses(guides[slug]);
  return [
    definePage({
      path: landingPath,
      title: titled(seo.landing.title),
      description: seo.landing.description,
      Page: guideLandingPages[slug],
      structuredData: guideSchema(slug),
      query: SIGNUP_QUERY,
    }),
    definePage({
      path: thankYouPath,
      title: titled(seo.thankYou.title),
      description: seo.thankYou.description,
      Page: guideThankYouPages[slug],
      noindex: true,
      query: SIGNUP_QUERY,
    }),
  ];
}

/** Every page of the site: the worker, robots.txt, the sitemap, the bench and the tests read this one table. */
export const pageRoutes: PageRoute[] = [
  definePage({
    path: "/",
    title: `${owner.name} | I Help Creators and Businesses Succeed on YouTube`,
    description: `YouTube strategy for creators and businesses: 11 years, 200M+ views and 10,000+ business owners helped. Get ${owner.newsletterName}, a weekly 5-minute read.`,
    Page: HomePage,
    structuredData: (siteUrl) => [personSchema(siteUrl), websiteSchema(siteUrl)],
    query: SIGNUP_QUERY,
  }),
  definePage({
    path: "/newsletter",
    title: `${owner.newsletterName}: The Weekly YouTube Newsletter by ${owner.name}`,
    description: `${owner.newsletterName} is a weekly newsletter by ${owner.name}: 5-minute reads with actionable YouTube strategies and experiments.`,
    Page: NewsletterPage,
    query: SIGNUP_QUERY,
  }),
  definePage({
    path: "/newsletter-thank-you",
    title: titled(`Welcome to ${owner.newsletterName}`),
    description: `You're in. Confirm your email to start receiving ${owner.newsletterName}.`,
    Page: NewsletterThankYouPage,
    noindex: true,
  }),
  definePage({
    path: PREVIEWER_PATH,
    title: `Newsletter Preview | Internal`,
    description: `Internal tool: write, check and publish ${owner.newsletterName}, on the site and to Kit.`,
    Page: NewsletterPreviewPage,
    internal: true,
  }),
  definePage({
    path: PREVIEWER_BACKUP_PATH,
    title: `Newsletter Preview (Backup) | Internal`,
    description: `Internal tool: second instance of the newsletter email previewer.`,
    Page: NewsletterPreviewBackupPage,
    internal: true,
  }),
  definePage({
    path: STATS_PAGE_PATH,
    title: statsPage.pageTitle,
    description: statsPage.description,
    Page: StatsPage,
    internal: true,
  }),
  definePage({
    path: "/sales-page",
    title: titled("YouTube Growth Course"),
    description: `The creator course: five modules to grow a channel that earns. ${course.price.display} one-time with a 30-day money-back guarantee.`,
    Page: SalesPage,
    structuredData: courseStructuredData,
    query: SIGNUP_QUERY,
  }),
  definePage({
    path: "/sales-page/thank-you",
    title: titled("You're Enrolled"),
    description: `Welcome to the course. Here is what happens next.`,
    Page: SalesThankYouPage,
    noindex: true,
  }),
  definePage({
    path: "/sales-page/waitlist/thank-you",
    title: titled("You're on the Waitlist"),
    description: `You're on the course waitlist. Here is what happens when enrollment opens.`,
    Page: SalesWaitlistThankYouPage,
    noindex: true,
    query: SIGNUP_QUERY,
  }),
  definePage({
    path: "/resources",
    title: titled("Free Resources Library"),
    description: `Free YouTube checklists and guides: SEO, video idea validation and more. Download and put them to work today.`,
    Page: ResourcesPage,
    structuredData: (siteUrl) => [resourcesSchema(siteUrl)],
    query: ["category"],
  }),
  ...guideList.map((guide) => guide.slug).flatMap(guideRoutes),
  definePage({
    path: "/privacy-policy",
    title: titled("Privacy Policy"),
    description: `How this site handles your email address, cookies and analytics, and the rights you have over your data.`,
    Page: PrivacyPolicyPage,
  }),
  definePage({
    path: "/terms-of-service",
    title: titled("Terms of Service"),
    description: `The terms for using this website, its newsletter and its free resources.`,
    Page: TermsOfServicePage,
  }),
  definePage({
    path: "/cookie-policy",
    title: titled("Cookie Policy"),
    description: `Which cookies this site uses, why, and how to change your choice at any time.`,
    Page: CookiePolicyPage,
  }),
  definePage({
    path: "/contact",
    title: titled("Contact"),
    description: `Get in touch with ${owner.name} about consulting, speaking or the newsletter.`,
    Page: ContactPage,
  }),
  definePage({
    path: SPEAKER_PATH,
    ...speakerPageSeo,
    Page: speakerDesignPage(),
    variantPage: (changes) => speakerDesignPage(changes.design),
    structuredData: speakerStructuredData,
  }),
  ...speakerPages.map((Page, index) => definePage({ path: speakerPagePath(index), ...speakerPageSeo, Page, structuredData: speakerStructuredData })),
  definePage({
    path: INQUIRY_FORM_PATH,
    title: titled("Book a Speaking Engagement"),
    description: `Invite ${owner.name} to speak at your event: tell us the date, audience and format, and get a reply within two business days.`,
    Page: SpeakerInquirePage,
    query: ["from", "topic", SEEN_EXPERIMENT_FIELD], // the speaker page it came from, its topic choice, the variant seen there
  }),
  definePage({
    path: INQUIRY_THANK_YOU_PATH,
    title: titled("Inquiry Received"),
    description: `Your speaking inquiry is in. Here is what happens next.`,
    Page: SpeakerInquireThankYouPage,
    noindex: true,
    query: ["from"],
  }),
  definePage({
    path: INQUIRIES_PAGE_PATH,
    title: `Speaker Inquiries | Internal`,
    description: `Internal tool: the speaking inquiries sent through the booking form.`,
    Page: InquiriesPage,
    internal: true,
  }),
  ...newsletterIssueRoutes,
];

/** Old or alternative addresses, answered with 301 to the canonical path. */
export const redirectRoutes: RedirectRoute[] = [{ from: "/lead-magnet-thank-you", to: "/lead-magnet/thank-you" }];
