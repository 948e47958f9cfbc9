import { PreviewerPage } from "../components/previewer/PreviewerPage";
import { previewerPage } from "../content/previewer";

export function NewsletterPreviewBackupPage() {
  return <PreviewerPage title={previewerPage.backupTitle} defaultStyle="minimal" />;
}
