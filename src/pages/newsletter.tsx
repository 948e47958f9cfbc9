import { CallToAction } from "../components/CallToAction";
import { FeatureCards } from "../components/FeatureCards";
import { FitLists } from "../components/FitLists";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { NewsletterSignup } from "../sections/Signup";
import { newsletterLanding as content } from "../content/newsletter";
import { newsletterArchive } from "../content/newsletter-archive";
import { ARCHIVE_PATH } from "../newsletter/paths";
import * as css from "../components/issue/issue.css";

/** On a share page (/r/<code>): who recommended it, and the code the forms carry. */
export interface NewsletterReferral {
  invitedBy: string;
  referralCode: string;
}

export function NewsletterPage({ referral }: { referral?: NewsletterReferral } = {}) {
  const { hero } = content;
  const code = referral ? { referralCode: referral.referralCode } : {};
  return (
    <>
      <Hero eyebrow={referral?.invitedBy ?? hero.eyebrow} headline={hero.headline} lead={hero.lead}>
        <NewsletterSignup id="hero-signup" variant="inline" buttonLabel={hero.buttonLabel} note={hero.privacyNote} centered {...code} />
        <p className={css.pastIssues}>
          <a href={ARCHIVE_PATH}>{newsletterArchive.readPastIssues}</a>
        </p>
      </Hero>
      <Section id="highlights" heading={content.highlightsHeading} centered>
        <FeatureCards features={content.highlights} />
      </Section>
      <FitLists id="audience" fit={content.audience} tone="warm" />
      <CallToAction id="closing" heading={content.closing.heading} text={content.closing.text}>
        <NewsletterSignup id="closing-signup" variant="stacked" buttonLabel={hero.buttonLabel} note={hero.privacyNote} {...code} />
      </CallToAction>
    </>
  );
}
