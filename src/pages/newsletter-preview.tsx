import { PreviewerPage } from "../sections/PreviewerPage";
import { previewerPage } from "../content/previewer";
import { OwnerNav } from "./internal/owner-nav";
import { navBar } from "../previewer/components/previewer.css";

export function NewsletterPreviewPage() {
  return (
    <>
      <div className={navBar}>
        <OwnerNav current="/newsletter-preview" />
      </div>
      <PreviewerPage title={previewerPage.title} defaultStyle="editorial" />
    </>
  );
}
