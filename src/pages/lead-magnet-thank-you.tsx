import { PageIntro } from "../components/PageIntro";

export function LeadMagnetThankYouPage() {
  return <PageIntro title="Your Business Growth Guide Is Ready" />;
}
