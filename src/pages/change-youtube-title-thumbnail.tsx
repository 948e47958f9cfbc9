import { PageIntro } from "../components/PageIntro";

export function ChangeTitleThumbnailPage() {
  return <PageIntro title="How to Change a YouTube Title or Thumbnail (Free Guide)" />;
}
