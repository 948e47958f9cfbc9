import { PageIntro } from "../components/PageIntro";

export function SalesPage() {
  return <PageIntro title="YouTube Growth Course" />;
}
