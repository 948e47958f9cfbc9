import { PageIntro } from "../../components/PageIntro";

export function SpeakerV5Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
