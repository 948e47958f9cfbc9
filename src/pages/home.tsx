import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { Hero } from "../components/Hero";
import { LogoStrip } from "../components/LogoStrip";
import { Section } from "../components/Section";
import { NewsletterSignup } from "../components/Signup";
import { StatList } from "../components/StatList";
import { Timeline } from "../components/Timeline";
import * as layout from "../components/layout.css";
import * as css from "../components/home.css";
import { home } from "../content/home";
import { owner } from "../content/owner";

export function HomePage() {
  const { claims } = owner;
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow}
        headline={home.hero.headline}
        lead={home.hero.lead}
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
        <NewsletterSignup id="hero-signup" variant="inline" buttonLabel={home.hero.buttonLabel} note={home.hero.privacyNote} />
      </Hero>

      <LogoStrip heading={home.companies.heading} companies={owner.companies} />

      <Section id="story" tone="warm" eyebrow={home.story.eyebrow} heading={home.story.heading}>
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
        <StatList
          label={home.story.statsLabel}
          stats={[claims.years, claims.views, claims.businessOwners, claims.businesses]}
        />
      </Section>

      <CallToAction id="closing" heading={home.closing.heading} text={home.closing.text}>
        <NewsletterSignup id="closing-signup" variant="stacked" buttonLabel={home.closing.buttonLabel} note={home.closing.privacyNote} />
      </CallToAction>
    </>
  );
}
