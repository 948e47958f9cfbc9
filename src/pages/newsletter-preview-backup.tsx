import { PreviewerPage } from "../previewer/components/PreviewerPage";
import { previewerPage } from "../content/previewer";

export function NewsletterPreviewBackupPage() {
  return <PreviewerPage title={previewerPage.backupTitle} defaultStyle="minimal" />;
}
