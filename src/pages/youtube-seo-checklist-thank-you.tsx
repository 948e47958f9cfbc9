import { PageIntro } from "../components/PageIntro";

export function YoutubeSeoChecklistThankYouPage() {
  return <PageIntro title="Your YouTube SEO Checklist Is Ready" />;
}
