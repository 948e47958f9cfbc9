import { speaker, speakerDesigns } from "../../content/speaker";
import { ClientList } from "../../components/speaker/ClientList";
import { FeatureList } from "../../components/speaker/FeatureList";
import { ActionRow } from "../../components/speaker/SpeakerActionLink";
import { SpeakerHero } from "../../components/speaker/SpeakerHero";
import { SpeakerPage } from "../../components/speaker/SpeakerPage";
import { SpeakerSection } from "../../components/speaker/SpeakerSection";
import { SpeakerStory } from "../../components/speaker/SpeakerStory";
import { SpeakerStats } from "../../components/speaker/SpeakerStats";
import { TopicList } from "../../components/speaker/TopicList";
import * as css from "./speaker-pages.css";

const design = speakerDesigns.v3;

/** Plain light: quiet typography, hairlines, one clear call to action. */
export function SpeakerV3Page() {
  return (
    <SpeakerPage design="plain">
      <SpeakerHero layout="plain" title={design.title} lead={speaker.tagline} actions={<ActionRow actions={[design.inquire]} />} />
      <SpeakerSection title={design.topicsTitle}>
        <TopicList layout="rows" />
        <p className={css.note}>{speaker.topicsNote}</p>
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.backgroundTitle}>
        <SpeakerStory layout="stacked" withTimeline={false} />
        <div className={css.spaced}>
          <SpeakerStats layout="tiles" />
        </div>
      </SpeakerSection>
      <SpeakerSection title={design.clientsTitle}>
        <ClientList layout="columns" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.approachTitle}>
        <FeatureList layout="columns" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection title={design.closingTitle} lead={design.closingText}>
        <ActionRow actions={[design.contact, design.kit]} />
      </SpeakerSection>
    </SpeakerPage>
  );
}
