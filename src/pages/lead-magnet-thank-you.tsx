import { GuideThankYou } from "../components/GuideThankYou";

export function LeadMagnetThankYouPage() {
  return <GuideThankYou slug="business-growth-guide" />;
}
