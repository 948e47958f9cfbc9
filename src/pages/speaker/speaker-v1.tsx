import { PageIntro } from "../../components/PageIntro";

export function SpeakerV1Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
