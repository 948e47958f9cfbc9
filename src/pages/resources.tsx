import { PageIntro } from "../components/PageIntro";

export function ResourcesPage() {
  return <PageIntro title="Free Resources Library" />;
}
