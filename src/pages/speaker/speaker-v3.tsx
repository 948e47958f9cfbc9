import { PageIntro } from "../../components/PageIntro";

export function SpeakerV3Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
