import type { DocumentMeta } from "../../src/page-document";
import type { PageRoute } from "../../src/route-types";

/**
 * `path` on the site's own origin. Set as the path of SITE_URL rather than resolved against it:
 * a request path such as `//evil.example/x` or `/\evil.example/x` (the 404 page's) would resolve
 * to another host.
 */
export function siteUrlOf(path: string, siteUrl: string): string {
  const url = new URL(siteUrl);
  url.pathname = path;
  return url.href;
}

export function pageMeta(
  route: Pick<PageRoute, "path" | "title" | "description" | "noindex" | "ogImage" | "ogType" | "structuredData">,
  siteUrl: string,
): DocumentMeta {
  return {
    title: route.title,
    description: route.description,
    canonicalUrl: siteUrlOf(route.path, siteUrl),
    siteUrl,
    noindex: route.noindex,
    ogImage: route.ogImage,
    ogType: route.ogType,
    structuredData: route.structuredData?.(siteUrl),
  };
}
