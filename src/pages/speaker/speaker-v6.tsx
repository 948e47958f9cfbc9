import { speaker, speakerDesigns } from "../../content/speaker";
import { ClientList } from "../../components/speaker/ClientList";
import { FeatureList } from "../../components/speaker/FeatureList";
import { ActionRow } from "../../components/speaker/SpeakerActionLink";
import { SpeakerHero } from "../../components/speaker/SpeakerHero";
import { SpeakerPage } from "../../components/speaker/SpeakerPage";
import { SpeakerPhilosophy } from "../../components/speaker/SpeakerPhilosophy";
import { SpeakerQuote } from "../../components/speaker/SpeakerQuote";
import { SpeakerSection } from "../../components/speaker/SpeakerSection";
import { SpeakerStory } from "../../components/speaker/SpeakerStory";
import { SpeakerStats } from "../../components/speaker/SpeakerStats";
import { TopicList } from "../../components/speaker/TopicList";

const design = speakerDesigns.v6;

/** Dark hero: glowing full-height opening, expertise cards, audience outcomes. */
export function SpeakerV6Page() {
  return (
    <SpeakerPage design="night">
      <SpeakerHero
        layout="cover"
        eyebrow={design.eyebrow}
        title={design.headline}
        lead={speaker.tagline}
        actions={<ActionRow actions={[design.book, design.kit]} size="large" />}
        aside={<SpeakerStats layout="row" />}
      />
      <SpeakerSection tone="alt" title={design.quoteTitle} titleHidden>
        <SpeakerQuote layout="card" />
      </SpeakerSection>
      <SpeakerSection title={design.expertiseTitle}>
        <TopicList layout="iconCards" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.backgroundTitle}>
        <SpeakerStory layout="beside" />
      </SpeakerSection>
      <SpeakerSection title={design.clientsTitle} align="center">
        <ClientList layout="chips" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.benefitsTitle}>
        <FeatureList layout="cards" items={speaker.audienceBenefits} />
      </SpeakerSection>
      <SpeakerSection title={design.philosophyTitle}>
        <SpeakerPhilosophy layout="plain" />
        <FeatureList layout="numbered" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection tone="inverse" align="center" title={design.closingTitle} lead={design.closingText}>
        <ActionRow actions={[design.inquire, design.pressKit]} align="center" size="large" />
      </SpeakerSection>
    </SpeakerPage>
  );
}
