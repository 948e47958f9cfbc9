import { PageIntro } from "../../components/PageIntro";

export function SpeakerV2Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
