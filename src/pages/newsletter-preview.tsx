import { PreviewerPage } from "../previewer/components/PreviewerPage";
import { previewerPage } from "../content/previewer";

export function NewsletterPreviewPage() {
  return <PreviewerPage title={previewerPage.title} defaultStyle="editorial" />;
}
