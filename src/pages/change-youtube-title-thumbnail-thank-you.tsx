import { GuideThankYou } from "../components/GuideThankYou";

export function ChangeTitleThumbnailThankYouPage() {
  return <GuideThankYou slug="change-title-thumbnail-guide" />;
}
