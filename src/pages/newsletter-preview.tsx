import { PreviewerPage } from "../previewer/components/PreviewerPage";
import { previewerPage } from "../content/previewer";
import { OwnerNav } from "./internal/owner-nav";

export function NewsletterPreviewPage() {
  return (
    <>
      <OwnerNav current="/newsletter-preview" />
      <PreviewerPage title={previewerPage.title} defaultStyle="editorial" />
    </>
  );
}
