import type { ReactNode } from "react";
import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { Hero } from "../components/Hero";
import { LogoStrip } from "../components/LogoStrip";
import { Section } from "../components/Section";
import { NewsletterSignup } from "../sections/Signup";
import { StatList } from "../components/StatList";
import { Timeline } from "../components/Timeline";
import * as layout from "../components/layout.css";
import * as css from "../components/home.css";
import { home } from "../content/home";
import { owner } from "../content/owner";
import { HOME_SECTIONS, type HomeSection } from "../experiment-contract/definition";
import { useVariantChanges } from "../experiments/use-variant";

export function HomePage() {
  const { claims } = owner;
  // The home page's experiment may change the hero's words and the order of the sections below it.
  const changes = useVariantChanges();
  const sections: Record<HomeSection, ReactNode> = {
    companies: <LogoStrip key="companies" heading={home.companies.heading} companies={owner.companies} />,
    story: (
      <Section key="story" id="story" tone="warm" eyebrow={home.story.eyebrow} heading={home.story.heading}>
        <div className={layout.twoColumns}>
          <div className={css.story}>
            {home.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className={css.storyText}>
                {paragraph}
              </p>
            ))}
          </div>
          <Timeline milestones={owner.milestones} />
        </div>
        <StatList label={home.story.statsLabel} stats={[claims.years, claims.views, claims.businessOwners, claims.businesses]} />
      </Section>
    ),
    closing: (
      <CallToAction key="closing" id="closing" heading={home.closing.heading} text={home.closing.text}>
        <NewsletterSignup id="closing-signup" variant="stacked" buttonLabel={home.closing.buttonLabel} note={home.closing.privacyNote} />
      </CallToAction>
    ),
  };
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow}
        headline={changes.headline ?? home.hero.headline}
        lead={changes.lead ?? home.hero.lead}
        media={
          <figure className={css.portraitFrame}>
            <ContentImage className={css.portrait} image={owner.portrait} load="priority" />
            <figcaption className={css.portraitBadge}>
              <span className={css.badgeValue}>{claims.views.value}</span>
              <span className={css.badgeLabel}>{claims.views.label}</span>
            </figcaption>
          </figure>
        }
      >
        <NewsletterSignup id="hero-signup" variant="inline" buttonLabel={changes.buttonLabel ?? home.hero.buttonLabel} note={home.hero.privacyNote} />
      </Hero>
      {(changes.sectionOrder ?? HOME_SECTIONS).map((name) => sections[name])}
    </>
  );
}
