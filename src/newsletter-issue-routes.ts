import type { ComponentType } from "react";
import { NewsletterArchivePage, newsletterIssuePages, PublishedIssuePage } from "./pages/newsletter-issues";
import { newsletterArchive } from "./content/newsletter-archive";
import { owner } from "./content/owner";
import { issues } from "./newsletter/archive";
import { siteFooter } from "./newsletter/footer";
import { ARCHIVE_PATH, issueContent, issuePath, type IssueFile } from "./newsletter/issue";
import { facadeVideoIds, plainHook } from "./newsletter/web";
import { definePage, type PageRoute } from "./route-types";
import { SIGNUP_QUERY } from "./signup/contract";
import { PLAYER_ORIGIN } from "./videos/contract";

/** The share image drawn for each issue at build (build/issue-images-plugin.ts). */
export function issueImagePath(slug: string): string {
  return `/images/issues/${slug}.png`;
}

function issueDescription(issue: IssueFile): string {
  // The description never names a link, so any origin will do for the footer.
  return plainHook(issueContent(issue, siteFooter("https://www.example.com")));
}

function articleSchema(issue: IssueFile) {
  return (siteUrl: string): object[] => {
    const url = new URL(issuePath(issue.slug), siteUrl).href;
    const author = { "@type": "Person", "@id": new URL("/#person", siteUrl).href, name: owner.name, url: new URL("/", siteUrl).href };
    return [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: issue.title,
        description: issueDescription(issue),
        datePublished: issue.date,
        dateModified: issue.date,
        inLanguage: "en",
        url,
        mainEntityOfPage: url,
        image: new URL(issueImagePath(issue.slug), siteUrl).href,
        author,
        publisher: author,
        isPartOf: { "@type": "Periodical", name: owner.newsletterName, url: new URL(ARCHIVE_PATH, siteUrl).href },
      },
    ];
  };
}

/** The archive index's route, listing `list` (newest first) in its structured data. */
export function archiveRoute(list: readonly IssueFile[]): PageRoute {
  return definePage({
    path: ARCHIVE_PATH,
    title: `${newsletterArchive.index.title}: every issue | ${owner.name}`,
    description: newsletterArchive.index.lead,
    Page: NewsletterArchivePage,
    query: SIGNUP_QUERY,
    structuredData: (siteUrl) => [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: newsletterArchive.index.title,
        url: new URL(ARCHIVE_PATH, siteUrl).href,
        mainEntity: {
          "@type": "ItemList",
          itemListElement: list.map((issue, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: issue.title,
            url: new URL(issuePath(issue.slug), siteUrl).href,
          })),
        },
      },
    ],
  });
}

/** The page component of an issue's address: a repository issue's own, or the one of issues published from the previewer. */
export function issuePageOf(slug: string): ComponentType {
  return newsletterIssuePages[slug] ?? PublishedIssuePage;
}

/**
 * The player's frame, when the issue's page shows a video's facade. A repository issue's own page
 * shows its text as written, hiding no video; a published issue's hides those `issue.videos` names.
 */
function framesOf(issue: IssueFile): string[] | undefined {
  const hidden = newsletterIssuePages[issue.slug] ? [] : issue.videos?.hidden;
  return facadeVideoIds(issueContent(issue, siteFooter("https://www.example.com")), hidden).length > 0 ? [PLAYER_ORIGIN] : undefined;
}

/** An issue's route: a repository issue's own page, or the page of one published from the previewer (with its videos, when loaded). */
export function issueRoute(issue: IssueFile): PageRoute {
  return definePage({
    path: issuePath(issue.slug),
    title: `${issue.title} | ${owner.newsletterName} by ${owner.name}`,
    description: issueDescription(issue),
    Page: issuePageOf(issue.slug),
    ogType: "article",
    ogImage: issueImagePath(issue.slug),
    structuredData: articleSchema(issue),
    frames: framesOf(issue),
    query: SIGNUP_QUERY,
  });
}

/**
 * An issue's address as the worker declares it before the issue is loaded (a cache miss only): what
 * the page cache needs, its path, component and query; its loaded route (`issueRoute`) has the rest.
 */
export function unloadedIssueRoute(slug: string): PageRoute {
  return definePage({ path: issuePath(slug), title: "", description: "", Page: issuePageOf(slug), query: SIGNUP_QUERY });
}

/** The archive index and one page per issue of src/content/issues/. */
export const newsletterIssueRoutes: PageRoute[] = [archiveRoute(issues), ...issues.map(issueRoute)];
