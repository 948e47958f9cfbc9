import { PageIntro } from "../components/PageIntro";

export function CookiePolicyPage() {
  return <PageIntro title="Cookie Policy" />;
}
