import { PageIntro } from "../components/PageIntro";

export function NewsletterPage() {
  return <PageIntro title="The Playback: The Weekly YouTube Newsletter by Jordan Reyes" />;
}
