/** The contact page: a single mailto link, no form. */
export const contactPage = {
  eyebrow: "Contact",
  headline: "Let's talk",
  lead: "Consulting, speaking, or a question about The Playback? Email me and I will get back to you within two business days.",
  emailLabel: "Email me at",
} as const;
