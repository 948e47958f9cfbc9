import { createSampleNewsletter } from "./sample.ts";
import type { FooterContent } from "./types.ts";

/** The footer an issue file gets for every FOOTER_ line it leaves out: the site's own links. */
export function siteFooter(siteOrigin: string): FooterContent {
  return createSampleNewsletter(siteOrigin).footer;
}
