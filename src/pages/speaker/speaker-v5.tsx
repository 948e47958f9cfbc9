import { speaker, speakerDesigns } from "../../content/speaker";
import { ClientList } from "../../components/speaker/ClientList";
import { EditorialProfile } from "../../components/speaker/EditorialProfile";
import { FeatureList } from "../../components/speaker/FeatureList";
import { ActionRow } from "../../components/speaker/SpeakerActionLink";
import { SpeakerHero } from "../../components/speaker/SpeakerHero";
import { SpeakerPage } from "../../components/speaker/SpeakerPage";
import { SpeakerPhilosophy } from "../../components/speaker/SpeakerPhilosophy";
import { SpeakerQuote } from "../../components/speaker/SpeakerQuote";
import { SpeakerSection } from "../../components/speaker/SpeakerSection";
import { SpeakerStats } from "../../components/speaker/SpeakerStats";
import { TopicList } from "../../components/speaker/TopicList";
import { WidePhoto } from "../../components/speaker/WidePhoto";
import * as css from "./speaker-pages.css";

const design = speakerDesigns.v5;

/** Editorial magazine: serif headlines, a profile article, a pull quote, a full-width photo. */
export function SpeakerV5Page() {
  return (
    <SpeakerPage design="editorial">
      <SpeakerHero layout="magazine" eyebrow={design.kicker} title={design.headline} lead={design.standfirst} />
      <EditorialProfile title={design.profileTitle} readTime={design.readTime}>
        <SpeakerQuote layout="pull" />
      </EditorialProfile>
      <SpeakerSection title={design.pillarsTitle} titleClassName={css.editorialHeading}>
        <TopicList layout="pillars" />
      </SpeakerSection>
      <SpeakerSection tone="alt" title={design.numbersTitle} titleClassName={css.editorialHeading}>
        <SpeakerStats layout="ledger" />
      </SpeakerSection>
      <SpeakerSection title={design.collaborationsTitle} titleClassName={css.editorialHeading}>
        <ClientList layout="columns" />
      </SpeakerSection>
      <WidePhoto caption={design.photoCaption} />
      <SpeakerSection title={design.philosophyTitle} titleClassName={css.editorialHeading}>
        <SpeakerPhilosophy layout="editorial" />
        <FeatureList layout="columns" items={speaker.approach} />
      </SpeakerSection>
      <SpeakerSection tone="inverse" title={design.bookingTitle} lead={design.bookingText} titleClassName={css.editorialHeading}>
        <ActionRow actions={[design.submit, design.pressKit]} size="large" />
      </SpeakerSection>
    </SpeakerPage>
  );
}
