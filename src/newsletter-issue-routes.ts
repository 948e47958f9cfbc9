import { NewsletterArchivePage, newsletterIssuePages } from "./pages/newsletter-issues";
import { newsletterArchive } from "./content/newsletter-archive";
import { owner } from "./content/owner";
import { issues } from "./newsletter/archive";
import { siteFooter } from "./newsletter/footer";
import { ARCHIVE_PATH, issueContent, issuePath, type IssueFile } from "./newsletter/issue";
import { plainHook } from "./newsletter/web";
import { definePage, type PageRoute } from "./route-types";

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

/** The archive index and one page per issue of src/content/issues/. */
export const newsletterIssueRoutes: PageRoute[] = [
  definePage({
    path: ARCHIVE_PATH,
    title: `${newsletterArchive.index.title}: every issue | ${owner.name}`,
    description: newsletterArchive.index.lead,
    Page: NewsletterArchivePage,
    structuredData: (siteUrl) => [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: newsletterArchive.index.title,
        url: new URL(ARCHIVE_PATH, siteUrl).href,
        mainEntity: {
          "@type": "ItemList",
          itemListElement: issues.map((issue, index) => ({ "@type": "ListItem", position: index + 1, name: issue.title, url: new URL(issuePath(issue.slug), siteUrl).href })),
        },
      },
    ],
  }),
  ...issues.map((issue) =>
    definePage({
      path: issuePath(issue.slug),
      title: `${issue.title} | ${owner.newsletterName} by ${owner.name}`,
      description: issueDescription(issue),
      Page: newsletterIssuePages[issue.slug]!,
      ogType: "article",
      ogImage: issueImagePath(issue.slug),
      structuredData: articleSchema(issue),
    }),
  ),
];
