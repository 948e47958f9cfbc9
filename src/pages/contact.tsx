import { PageIntro } from "../components/PageIntro";

export function ContactPage() {
  return <PageIntro title="Contact" />;
}
