import type { ComponentType } from "react";
import type { VariantChanges } from "./experiment-contract/definition";

/** What the worker may do with a rendered page: share it through the page cache, or never keep it. */
export type CachePolicy = "shared" | "private";

/** A page as the route table declares it. */
export interface PageDeclaration {
  path: string;
  title: string;
  description: string;
  Page: ComponentType;
  /**
   * An internal tool (the newsletter previewer): behind PREVIEW_PASSWORD, a CSP that allows the
   * email's inline styles, never cached, `noindex` and disallowed in robots.txt.
   */
  internal?: boolean;
  /** Post-signup pages: `noindex`, left out of the sitemap. Internal pages are always noindex. */
  noindex?: boolean;
  /** Open Graph type and image, when not the defaults. */
  ogType?: string;
  ogImage?: string;
  /**
   * A page whose experiment's variants are whole designs: the component of a variant's changes
   * (`Page` is the one shown outside the experiment). Other variants change words inside `Page`.
   */
  variantPage?: (changes: VariantChanges) => ComponentType;
  /** JSON-LD for the page (resolved against the site URL). */
  structuredData?: (siteUrl: string) => object[];
  /**
   * The origins the page frames (its CSP's `frame-src`, known before it renders): a video's player.
   * None: the page frames nothing (`frame-src 'none'`, unless its signup form needs Turnstile's).
   */
  frames?: readonly string[];
  /**
   * The query parameters the page reads (worker/pages/page-query.ts knows each one's values): any
   * other renders the same page, so it makes no page-cache entry of its own.
   */
  query?: readonly string[];
}

/** A route of the table, with every flag resolved: the worker, robots.txt, the sitemap, the bench and the tests read these. */
export interface PageRoute extends PageDeclaration {
  internal: boolean;
  noindex: boolean;
  cache: CachePolicy;
}

/** A route, frozen: what its data changes comes as a new route from its load (worker/pages), never by changing this one. */
export function definePage(declaration: PageDeclaration): PageRoute {
  const internal = declaration.internal ?? false;
  return Object.freeze({ ...declaration, internal, noindex: internal || (declaration.noindex ?? false), cache: internal ? "private" : "shared" });
}

export interface RedirectRoute {
  from: string;
  to: string;
}
