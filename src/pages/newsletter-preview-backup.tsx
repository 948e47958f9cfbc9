import { PageIntro } from "../components/PageIntro";

export function NewsletterPreviewBackupPage() {
  return <PageIntro title="Newsletter Preview (Backup)" />;
}
