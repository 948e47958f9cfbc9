import { guideCover, type GuideBelowForm, type GuideRecord } from "../content/guide-record";
import type { GuideSlug } from "../content/guides";
import { CallToAction } from "../components/CallToAction";
import { CheckList } from "../components/CheckList";
import { FitLists } from "../components/FitLists";
import { GuideCover } from "../components/GuideCover";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { MagnetSignup } from "./Signup";
import { Testimonials } from "../components/Testimonials";
import * as css from "../components/lists.css";

/** The section a guide's record puts between "What's inside" and the closing form. */
function BelowForm({ section }: { section: GuideBelowForm }) {
  switch (section.kind) {
    case "fit":
      return <FitLists id="fit" fit={section} tone="warm" />;
    case "testimonials":
      return (
        <Section id="testimonials" tone="warm" heading={section.heading} eyebrow={section.eyebrow} centered>
          <Testimonials testimonials={section.testimonials} />
        </Section>
      );
  }
}

/**
 * A free guide's landing page, from its record: hero with the cover and the form, what is inside,
 * the record's own section (testimonials, who it is for), and the form again at the end.
 */
export function GuideLanding({ guide }: { guide: GuideRecord }) {
  const { landing } = guide;
  const magnet = guide.slug as GuideSlug;
  return (
    <>
      <Hero eyebrow={landing.eyebrow} headline={landing.headline} lead={landing.lead} media={<GuideCover image={guideCover(guide)} priority />}>
        <MagnetSignup id="hero-signup" magnet={magnet} buttonLabel={landing.buttonLabel} note={landing.privacyNote} />
      </Hero>
      <Section id="inside" heading={landing.insideTitle}>
        <CheckList items={landing.inside} className={css.featureGrid} />
      </Section>
      <BelowForm section={guide.belowForm} />
      <CallToAction id="closing" heading={landing.formHeading} text={landing.formText}>
        <MagnetSignup id="closing-signup" magnet={magnet} buttonLabel={landing.buttonLabel} note={landing.privacyNote} />
      </CallToAction>
    </>
  );
}
