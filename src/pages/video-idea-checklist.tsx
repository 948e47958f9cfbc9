import { PageIntro } from "../components/PageIntro";

export function VideoIdeaChecklistPage() {
  return <PageIntro title="Free Video Idea Validation Checklist" />;
}
