import { PageIntro } from "../components/PageIntro";

export function NewsletterPreviewPage() {
  return <PageIntro title="Newsletter Preview" />;
}
