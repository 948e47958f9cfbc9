import { course } from "../../content/course";
import { owner } from "../../content/owner";

/** JSON-LD for the sales page: a Course with its one-time price and its modules. */
export function courseStructuredData(siteUrl: string): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.name,
      description: course.lead,
      url: new URL("/sales-page", siteUrl).href,
      provider: { "@type": "Person", name: owner.name, url: siteUrl },
      offers: {
        "@type": "Offer",
        category: "Paid",
        price: String(course.price.amount),
        priceCurrency: course.price.currency,
        url: new URL("/sales-page", siteUrl).href,
      },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT5H" },
      syllabusSections: course.modules.map((module) => ({ "@type": "Syllabus", name: module.title, description: module.summary })),
    },
  ];
}
