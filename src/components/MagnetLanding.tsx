import type { ReactNode } from "react";
import type { MagnetSlug } from "../content/magnets";
import { CallToAction } from "./CallToAction";
import { CheckList } from "./CheckList";
import type { ImageSource } from "./ContentImage";
import { GuideCover } from "./GuideCover";
import { Hero } from "./Hero";
import { Section } from "./Section";
import { MagnetSignup } from "./Signup";
import * as css from "./lists.css";

export interface MagnetLandingContent {
  magnet: MagnetSlug;
  cover: ImageSource;
  landing: {
    eyebrow: string;
    headline: string;
    lead: string;
    insideTitle: string;
    inside: readonly string[];
    formHeading: string;
    formText: string;
    buttonLabel: string;
    privacyNote: string;
  };
}

/**
 * A free download's landing page: hero with the cover and the form, what is inside, the page's
 * own sections (testimonials, who it is for), and the form again at the end.
 */
export function MagnetLanding({ guide, children }: { guide: MagnetLandingContent; children?: ReactNode }) {
  const { landing, magnet } = guide;
  return (
    <>
      <Hero eyebrow={landing.eyebrow} headline={landing.headline} lead={landing.lead} media={<GuideCover image={guide.cover} priority />}>
        <MagnetSignup id="hero-signup" magnet={magnet} buttonLabel={landing.buttonLabel} note={landing.privacyNote} />
      </Hero>
      <Section id="inside" heading={landing.insideTitle}>
        <CheckList items={landing.inside} className={css.featureGrid} />
      </Section>
      {children}
      <CallToAction id="closing" heading={landing.formHeading} text={landing.formText}>
        <MagnetSignup id="closing-signup" magnet={magnet} buttonLabel={landing.buttonLabel} note={landing.privacyNote} />
      </CallToAction>
    </>
  );
}
