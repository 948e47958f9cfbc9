import { speaker, speakerDesigns } from "../../content/speaker";
import { ClientList } from "../../components/speaker/ClientList";
import { FeatureList } from "../../components/speaker/FeatureList";
import { ActionRow } from "../../components/speaker/SpeakerActionLink";
import { SpeakerHero } from "../../components/speaker/SpeakerHero";
import { SpeakerPage } from "../../components/speaker/SpeakerPage";
import { SpeakerQuote } from "../../components/speaker/SpeakerQuote";
import { SpeakerSection } from "../../components/speaker/SpeakerSection";
import { SpeakerStory } from "../../components/speaker/SpeakerStory";
import { SpeakerStats } from "../../components/speaker/SpeakerStats";
import { TopicList } from "../../components/speaker/TopicList";
import * as css from "./speaker-pages.css";

const design = speakerDesigns.v4;

/** Dark and bold: poster-size type, numbered topics, an orange band of numbers. */
export function SpeakerV4Page() {
  return (
    <SpeakerPage design="bold">
      <SpeakerHero
        layout="bold"
        eyebrow={design.eyebrow}
        title={design.headline}
        lead={speaker.tagline}
        actions={<ActionRow actions={[design.book]} size="large" />}
      />
      <SpeakerSection title={design.quoteTitle} titleHidden>
        <SpeakerQuote layout="statement" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.topicsTitle}>
        <TopicList layout="numbered" labels={{ coreFocus: design.coreFocusLabel, outcome: design.outcomeLabel }} />
      </SpeakerSection>
      <SpeakerSection title={design.approachTitle}>
        <FeatureList layout="columns" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection tone="inverse" title={design.statsTitle} titleHidden>
        <SpeakerStats layout="band" />
      </SpeakerSection>
      <SpeakerSection title={design.backgroundTitle}>
        <SpeakerStory layout="beside" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.clientsTitle}>
        <ClientList layout="wordmarks" />
      </SpeakerSection>
      <SpeakerSection title={design.closingTitle} lead={design.closingText} align="center">
        <ActionRow actions={[design.inquire]} align="center" size="large" />
        <p className={css.formats}>{design.formatsLine}</p>
      </SpeakerSection>
    </SpeakerPage>
  );
}
