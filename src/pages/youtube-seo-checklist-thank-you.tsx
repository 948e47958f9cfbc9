import { GuideThankYou } from "../components/GuideThankYou";

export function YoutubeSeoChecklistThankYouPage() {
  return <GuideThankYou slug="youtube-seo-checklist" />;
}
