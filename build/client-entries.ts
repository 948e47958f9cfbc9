/** Browser entry points; the worker finds their hashed files in the manifest by these paths. */
export const CLIENT_ENTRIES = {
  islands: "client/islands.ts",
  styles: "client/styles.ts",
  consent: "client/consent.ts",
  analytics: "client/analytics.ts",
  beacon: "client/beacon.ts",
} as const;
