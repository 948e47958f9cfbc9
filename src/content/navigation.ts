/** Header and footer links. */
export const headerLinks = [
  { href: "/", label: "Home" },
  { href: "/newsletter", label: "The Playback" },
] as const;

export const headerCta = { href: "/newsletter", label: "Get The Playback" } as const;

export const footerLinks = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/contact", label: "Contact" },
  { href: "/newsletter/issues", label: "Newsletter archive" },
] as const;

export const skipLinkLabel = "Skip to main content";
