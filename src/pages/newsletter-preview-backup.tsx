import { PreviewerPage } from "../sections/PreviewerPage";
import { previewerPage } from "../content/previewer";
import { OwnerNav } from "./internal/owner-nav";
import { navBar } from "../previewer/components/previewer.css";

export function NewsletterPreviewBackupPage() {
  return (
    <>
      <div className={navBar}>
        <OwnerNav current="/newsletter-preview-backup" />
      </div>
      <PreviewerPage title={previewerPage.backupTitle} defaultStyle="minimal" />
    </>
  );
}
