import { PageIntro } from "../components/PageIntro";

export function VideoIdeaChecklistThankYouPage() {
  return <PageIntro title="Your Video Idea Checklist Is Ready" />;
}
