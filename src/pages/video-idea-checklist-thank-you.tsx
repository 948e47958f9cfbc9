import { GuideThankYou } from "../components/GuideThankYou";

export function VideoIdeaChecklistThankYouPage() {
  return <GuideThankYou slug="video-idea-checklist" />;
}
