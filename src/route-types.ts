import type { ComponentType } from "react";

export interface PageRoute {
  path: string;
  title: string;
  description: string;
  Page: ComponentType;
  /** Internal tools and post-signup pages: `noindex`, left out of the sitemap. */
  noindex?: boolean;
  /** Open Graph type and image, when not the defaults. */
  ogType?: string;
  ogImage?: string;
  /** JSON-LD for the page (resolved against the site URL). */
  structuredData?: (siteUrl: string) => object[];
}

export interface RedirectRoute {
  from: string;
  to: string;
}
