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

const design = speakerDesigns.v2;
// v1 and v2 are the two readings of the same variant: same five buttons.
const { book, kit, contact, availability, customTopic } = speakerDesigns.v1.actions;

/** Warm and round: centred hero, topic cards with icon, title, subtitle and points list. */
export function SpeakerV2Page() {
  return (
    <SpeakerPage design="warm">
      <SpeakerHero
        layout="centered"
        eyebrow={design.eyebrow}
        title={design.headline}
        lead={speaker.tagline}
        actions={<ActionRow actions={[book, kit]} align="center" size="large" />}
        aside={<SpeakerStats layout="tiles" />}
      />
      <SpeakerSection title={design.topicsTitle} lead={design.topicsLead} align="center">
        <TopicList layout="iconCards" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.benefitsTitle} align="center">
        <FeatureList layout="checks" items={speaker.audienceBenefits} />
      </SpeakerSection>
      <SpeakerSection title={design.backgroundTitle}>
        <SpeakerStory layout="beside" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.clientsTitle} align="center">
        <ClientList layout="chips" />
      </SpeakerSection>
      <SpeakerSection title={design.approachTitle}>
        <FeatureList layout="numbered" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection tone="inverse" align="center" title={design.closingTitle} lead={design.closingText}>
        <ActionRow actions={[availability, customTopic, contact]} align="center" variants={["primary", "secondary"]} size="large" />
      </SpeakerSection>
    </SpeakerPage>
  );
}
