import { CallToAction } from "../components/CallToAction";
import { FeatureCards } from "../components/FeatureCards";
import { FitLists } from "../components/FitLists";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { NewsletterSignup } from "../components/Signup";
import { newsletterLanding as content } from "../content/newsletter";
import { newsletterArchive } from "../content/newsletter-archive";
import { ARCHIVE_PATH } from "../newsletter/paths";
import * as css from "../components/issue/issue.css";

export function NewsletterPage() {
  const { hero } = content;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} headline={hero.headline} lead={hero.lead}>
        <NewsletterSignup id="hero-signup" variant="inline" buttonLabel={hero.buttonLabel} note={hero.privacyNote} centered />
        <p className={css.pastIssues}>
          <a href={ARCHIVE_PATH}>{newsletterArchive.readPastIssues}</a>
        </p>
      </Hero>
      <Section id="highlights" heading={content.highlightsHeading} centered>
        <FeatureCards features={content.highlights} />
      </Section>
      <FitLists id="audience" fit={content.audience} tone="warm" />
      <CallToAction id="closing" heading={content.closing.heading} text={content.closing.text}>
        <NewsletterSignup id="closing-signup" variant="stacked" buttonLabel={hero.buttonLabel} note={hero.privacyNote} />
      </CallToAction>
    </>
  );
}
