import { PageIntro } from "../../components/PageIntro";

export function SpeakerV6Page() {
  return <PageIntro title="Jordan Reyes Speaker" />;
}
