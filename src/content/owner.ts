import { OWNER_CLOCK } from "../config/owner-clock.ts";

/**
 * Everything about the site's owner in one place. Replace these sample values to make the
 * site yours (see README: "Make it yours"). Images live in public/images/; keep the width and
 * height here equal to the file's so pages reserve the right space (no layout shift).
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
  /** The owner's time zone (IANA), set in src/config/owner-clock.ts. OWNER_TIME_ZONE overrides it. */
  timeZone: OWNER_CLOCK.timeZone,
  /** The hour he usually sends an issue (HH:MM, his clock), set in src/config/owner-clock.ts. OWNER_USUAL_TIME overrides it. */
  usualTime: OWNER_CLOCK.usualTime,
  companyName: "Reyes Media Studio",
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
  /**
   * The numbers the site quotes. `years` is used on the home and newsletter pages,
   * `yearsRounded` on the speaker pages.
   */
  claims: {
    views: { value: "200M+", label: "Views" },
    years: { value: "11", label: "Years on YouTube" },
    yearsRounded: { value: "10+", label: "Years" },
    clients: { value: "100+", label: "Clients" },
    businessOwners: { value: "10,000+", label: "Business owners helped" },
    businesses: { value: "1,000", label: "Businesses advised" },
    revenueGrowth: { value: "200%", label: "Revenue growth in 6 months" },
  },
  /** The personal story, in order. */
  milestones: [
    { year: 2014, title: "Started on YouTube", text: "Uploaded my first video and learned the platform as a creator, one experiment at a time." },
    { year: 2020, title: "Moved behind the camera", text: "Started running strategy, scripting and packaging for other creators and brands." },
    {
      year: 2024,
      title: "Founded a production company",
      text: "Built a full-service YouTube production company: strategy, filming, editing and growth under one roof.",
    },
  ],
  /** Past clients: logos on the home page, a list on the speaker pages. */
  companies: [
    { name: "Northpeak Outdoors", logo: { src: "/images/logos/northpeak.svg", width: 200, height: 56 } },
    { name: "Brightline Finance", logo: { src: "/images/logos/brightline.svg", width: 200, height: 56 } },
    { name: "Kinfolk Kitchen", logo: { src: "/images/logos/kinfolk.svg", width: 200, height: 56 } },
    { name: "Voltaic Labs", logo: { src: "/images/logos/voltaic.svg", width: 200, height: 56 } },
  ],
} as const;
