import { PageIntro } from "../components/PageIntro";

export function TermsOfServicePage() {
  return <PageIntro title="Terms of Service" />;
}
