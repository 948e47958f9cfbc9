import { owner } from "../../content/owner";
import { speaker } from "../../content/speaker";

/** JSON-LD for the speaker pages: the person, what they speak about, where to book them. */
export function speakerStructuredData(siteUrl: string): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Person",
      name: speaker.name,
      jobTitle: speaker.role,
      description: speaker.shortBio,
      image: new URL(speaker.portrait.src, siteUrl).href,
      url: siteUrl,
      email: `mailto:${speaker.email}`,
      knowsAbout: speaker.topics.map((topic) => topic.title),
      sameAs: Object.values(owner.social),
    },
  ];
}
