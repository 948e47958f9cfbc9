import { PageIntro } from "../components/PageIntro";

export function SalesThankYouPage() {
  return <PageIntro title="You're Enrolled" />;
}
