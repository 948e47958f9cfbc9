import { ThankYou } from "../components/ThankYou";
import { newsletterThankYou as content } from "../content/newsletter-thank-you";

export function NewsletterThankYouPage() {
  return (
    <ThankYou headline={content.headline} lead={content.lead} nextStepsTitle={content.nextStepsTitle} nextSteps={content.nextSteps} links={content.links} />
  );
}
