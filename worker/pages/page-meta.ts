import type { DocumentMeta } from "../../src/page-document";
import type { PageRoute } from "../../src/route-types";

export function pageMeta(route: Pick<PageRoute, "path" | "title" | "description" | "noindex" | "ogImage" | "ogType" | "structuredData">, siteUrl: string): DocumentMeta {
  return {
    title: route.title,
    description: route.description,
    canonicalUrl: new URL(route.path, siteUrl).href,
    siteUrl,
    noindex: route.noindex,
    ogImage: route.ogImage,
    ogType: route.ogType,
    structuredData: route.structuredData?.(siteUrl),
  };
}
