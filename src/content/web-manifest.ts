import { neutral } from "../styles/palette.ts";
import { owner } from "./owner.ts";

/** /site.webmanifest, served by the worker from these words so a new name reaches it (worker/seo). */
export const webManifest = {
  name: `${owner.brand}: YouTube Growth`,
  short_name: owner.brand,
  description: `YouTube strategy for creators and businesses, and ${owner.newsletterName}, a weekly 5-minute newsletter.`,
  start_url: "/",
  display: "browser",
  background_color: neutral.surface,
  theme_color: neutral.dark,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};
