import { PageIntro } from "../components/PageIntro";

export function NewsletterThankYouPage() {
  return <PageIntro title="Welcome to The Playback" />;
}
