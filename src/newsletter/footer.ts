import { createSampleNewsletter } from "./sample.ts";
import type { FooterContent } from "../newsletter-contract/types.ts";

const footers = new Map<string, FooterContent>();

/** The footer an issue file gets for every FOOTER_ line it leaves out: the site's own links. */
export function siteFooter(siteOrigin: string): FooterContent {
  let footer = footers.get(siteOrigin);
  if (!footer) {
    footer = createSampleNewsletter(siteOrigin).footer;
    footers.set(siteOrigin, footer);
  }
  return footer;
}
