import { createContext, useContext } from "react";
import type { ExperimentView } from "./experiment-contract/seen";

/** Public settings from the worker's configuration. They end up in HTML: never a secret here. */
export interface PublicConfig {
  /** Checkout link for the course's Enroll buttons (COURSE_CHECKOUT_URL); absent: a waitlist. */
  courseCheckoutUrl?: string;
  /** GA4 measurement id (ANALYTICS_MEASUREMENT_ID); absent: no analytics at all. */
  analyticsMeasurementId?: string;
  /** Turnstile (TURNSTILE_SITE_KEY): its public site key and the widget script to load; absent: no check. */
  turnstile?: { siteKey: string; script: string };
  /** The channel's videos are on (YOUTUBE_CHANNEL_ID): the footer and the resources page link /videos. */
  videos?: boolean;
}

/** What a page may know about the request it is rendered for. Isomorphic: plain data only. */
export interface PageContextValue {
  /** Path of the page, without query (e.g. "/resources"). */
  path: string;
  /** Query string parameters of the request. */
  search: Record<string, string>;
  /** The site's public origin, e.g. "https://www.example.com". */
  siteUrl: string;
  publicConfig: PublicConfig;
  /** The owner's time zone (OWNER_TIME_ZONE, IANA), on the owner's (internal) pages only: his today and times are read in it. */
  ownerTimeZone?: string;
  /** Internal pages only: the hour he usually sends (OWNER_USUAL_TIME, HH:MM). */
  ownerUsualTime?: string;
  /** One of the owner's pages (his tools, the previews of his issues): the document links no view beacon (src/internal/owner-paths.ts). */
  owner?: boolean;
  /** The experiment variant the page was rendered with (src/content/experiments.ts), if any. */
  experiment?: ExperimentView;
}

export const PageContext = createContext<PageContextValue>({ path: "/", search: {}, siteUrl: "", publicConfig: {} });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
