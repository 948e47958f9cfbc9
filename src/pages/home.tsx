import { PageIntro } from "../components/PageIntro";

export function HomePage() {
  return <PageIntro title="Jordan Reyes" />;
}
