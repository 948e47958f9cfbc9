import { guideCover } from "../content/guide-record";
import { guides, type GuideSlug } from "../content/guides";
import { home } from "../content/home";
import { owner } from "../content/owner";
import { resources } from "../content/resource-cards";
import { resourcesPage } from "../content/resources";

/** JSON-LD for the route table: who the site is about, and what the free downloads are. */
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

export function personSchema(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": absolute("/#person", siteUrl),
    name: owner.name,
    jobTitle: owner.role,
    description: home.hero.headline,
    url: absolute("/", siteUrl),
    image: absolute(owner.portrait.src, siteUrl),
    email: `mailto:${owner.email}`,
    sameAs: Object.values(owner.social),
    knowsAbout: ["YouTube strategy", "YouTube SEO", "YouTube for business", "Video marketing"],
  };
}

export function websiteSchema(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: owner.name,
    url: absolute("/", siteUrl),
    inLanguage: "en",
    publisher: { "@id": absolute("/#person", siteUrl) },
  };
}

export function resourcesSchema(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: resourcesPage.headline,
    url: absolute("/resources", siteUrl),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: resources.map((resource, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: resource.title,
        url: absolute(resource.link, siteUrl),
      })),
    },
  };
}

/** A free download: a digital document by the owner, offered at no cost. */
export function guideSchema(slug: GuideSlug) {
  return (siteUrl: string): object[] => {
    const guide = guides[slug];
    return [
      {
        "@context": "https://schema.org",
        "@type": "DigitalDocument",
        name: guide.landing.headline,
        description: guide.landing.lead,
        image: absolute(guideCover(guide).src, siteUrl),
        encodingFormat: "application/pdf",
        isAccessibleForFree: true,
        inLanguage: "en",
        author: { "@type": "Person", name: owner.name, url: absolute("/", siteUrl) },
      },
    ];
  };
}
