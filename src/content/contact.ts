/** The contact page: a single mailto link, no form. */
import { owner } from "./owner";
export const contactPage = {
  eyebrow: "Contact",
  headline: "Let's talk",
  lead: `Consulting, speaking, or a question about ${owner.newsletterName}? Email me and I will get back to you within two business days.`,
  emailLabel: "Email me at",
} as const;
