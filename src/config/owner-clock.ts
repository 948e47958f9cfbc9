/**
 * The owner's clock, set here (make it yours): his time zone (IANA), in which the owner's pages and
 * emails give dates and times and an issue's date is a day, and the hour he usually sends an issue
 * (HH:MM, his clock), which the Publish form proposes for a later day. OWNER_TIME_ZONE and
 * OWNER_USUAL_TIME override them (docs/deploy.md). Settings, not words: the worker's configuration
 * reads them, and src/content/owner.ts carries them for the pages.
 */
export const OWNER_CLOCK = {
  timeZone: "America/Kentucky/Louisville",
  usualTime: "09:00",
} as const;
