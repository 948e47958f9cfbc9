/**
 * Google Consent Mode v2. Analytics only loads after consent anyway (its script tag is
 * text/plain until then); the defaults make the refusal explicit to Google's tags too. This
 * runs from an external file because the CSP forbids inline scripts.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" } as const;

export function setConsentModeDefaults() {
  const dataLayer = window.dataLayer ?? [];
  window.dataLayer = dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag reads the Arguments object itself, not an array (Google's snippet)
    dataLayer.push(arguments);
  };
  window.gtag("consent", "default", { ...DENIED, wait_for_update: 500 });
}

/** Granting happens in client/analytics.ts, which only runs with consent; this takes it back. */
export function denyAnalyticsConsent() {
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
}
