import { PageIntro } from "../components/PageIntro";

export function YoutubeSeoChecklistPage() {
  return <PageIntro title="Free YouTube SEO Checklist" />;
}
