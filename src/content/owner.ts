/**
 * Everything about the site's owner in one place. Replace these sample values to make the
 * site yours (see README: "Make it yours").
 */
export const owner = {
  name: "Jordan Reyes",
  /** Shown in the header as the brand. */
  brand: "Jordan Reyes",
  role: "YouTube Growth Consultant & Speaker",
  email: "hello@example.com",
  /** Printed in emails as Kit's {{ address }}; kept here for the legal pages. */
  postalAddress: "123 Main Street, Suite 400, Louisville, KY 40202, USA",
  /** State whose law governs the terms of service. */
  governingLaw: "Kentucky",
  newsletterName: "The Playback",
  copyrightYear: 2025,
  portrait: {
    src: "/images/portrait.svg",
    alt: "Portrait of Jordan Reyes",
    width: 480,
    height: 600,
  },
  social: {
    youtube: "https://www.youtube.com/@example",
    linkedin: "https://www.linkedin.com/in/example",
    x: "https://x.com/example",
  },
} as const;
