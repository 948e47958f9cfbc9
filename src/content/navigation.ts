/** Header and footer links. */
import { owner } from "./owner";
export const headerLinks = [
  { href: "/", label: "Home" },
  { href: "/newsletter", label: owner.newsletterName },
] as const;

export const headerCta = { href: "/newsletter", label: `Get ${owner.newsletterName}` } as const;

/** The footer's links, named for screen readers by `footerNavLabel`. */
export const footerNavLabel = "More from this site";

export const footerLinks = [
  { href: "/newsletter/issues", label: "Newsletter archive" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/contact", label: "Contact" },
] as const;

/** Shown after the archive's link while the channel's videos are on (YOUTUBE_CHANNEL_ID). */
export const footerVideosLink = { href: "/videos", label: "Videos" } as const;

export const skipLinkLabel = "Skip to main content";
