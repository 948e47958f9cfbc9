/** Where a newsletter signup lands. */
import { owner } from "./owner";
export const NEWSLETTER_THANK_YOU_PATH = "/newsletter-thank-you";

/** The page a newsletter signup lands on (/newsletter-thank-you). */
export const newsletterThankYou = {
  headline: "Welcome to the Community!",
  lead: `You're on the list for ${owner.newsletterName}. One quick email is on its way: confirm your address and the next issue lands in your inbox.`,
  nextStepsTitle: "Your next steps",
  nextSteps: [
    { title: "Confirm your email", text: "Open the email from me and click the confirmation link. Check Promotions or Spam if it is not there in a minute." },
    { title: "Add me to your contacts", text: `So ${owner.newsletterName} never lands in spam and you never miss an issue.` },
    { title: "Hit reply and say hi", text: "Tell me the biggest challenge on your channel. I read every reply, and it shapes what I write." },
  ],
  links: [
    { href: "/resources", label: "Browse Free Resources" },
    { href: "/", label: "Back to Home" },
  ],
} as const;
