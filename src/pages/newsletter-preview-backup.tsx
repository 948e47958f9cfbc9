import { PreviewerPage } from "../previewer/components/PreviewerPage";
import { previewerPage } from "../content/previewer";
import { OwnerNav } from "./internal/owner-nav";

export function NewsletterPreviewBackupPage() {
  return (
    <>
      <OwnerNav current="/newsletter-preview-backup" />
      <PreviewerPage title={previewerPage.backupTitle} defaultStyle="minimal" />
    </>
  );
}
