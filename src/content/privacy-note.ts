/** The small print under every signup form, with its link to the privacy policy. */
export const privacyLink = {
  before: "Read our",
  label: "Privacy Policy",
  href: "/privacy-policy",
} as const;
