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

const design = speakerDesigns.v1;
const { book, kit, contact, availability, customTopic } = design.actions;

/** Modern light: split hero, topic cards with title, description and topics list. */
export function SpeakerV1Page() {
  return (
    <SpeakerPage design="modern">
      <SpeakerHero
        layout="split"
        eyebrow={design.eyebrow}
        title={design.headline}
        lead={speaker.tagline}
        actions={<ActionRow actions={[book, kit]} size="large" />}
        aside={<SpeakerStats layout="row" />}
      />
      <SpeakerSection tone="alt" title={design.topicsTitle} lead={design.topicsLead}>
        <TopicList layout="cards" labels={{ points: design.topicsListLabel }} />
        <div className={css.customTopic}>
          <p className={css.customTopicText}>{design.customTopicText}</p>
          <ActionRow actions={[customTopic]} variants={["secondary"]} />
        </div>
      </SpeakerSection>
      <SpeakerSection title={design.benefitsTitle}>
        <FeatureList layout="cards" items={speaker.audienceBenefits} />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.backgroundTitle}>
        <SpeakerStory layout="beside" />
      </SpeakerSection>
      <SpeakerSection title={design.clientsTitle}>
        <ClientList layout="wordmarks" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.approachTitle}>
        <FeatureList layout="columns" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection tone="inverse" align="center" title={design.closingTitle} lead={design.closingText}>
        <ActionRow actions={[contact, availability]} align="center" size="large" />
      </SpeakerSection>
    </SpeakerPage>
  );
}
