import { PageIntro } from "../../components/PageIntro";

export function SpeakerV4Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
