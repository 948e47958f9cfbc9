import type { ReactNode } from "react";
import * as button from "./button.css";
import { Hero } from "./Hero";
import { Section } from "./Section";
import * as css from "./ThankYou.css";

interface ThankYouProps {
  headline: string;
  lead: string;
  nextStepsTitle: string;
  nextSteps: readonly { title: string; text: string }[];
  links: readonly { href: string; label: string }[];
  /** The download, for the guides' pages. */
  children?: ReactNode;
}

/** A thank-you page: the confirmation, the download when there is one, next steps and where to go. */
export function ThankYou({ headline, lead, nextStepsTitle, nextSteps, links, children }: ThankYouProps) {
  return (
    <>
      <Hero headline={headline} lead={lead}>
        {children}
      </Hero>
      <Section id="next-steps" heading={nextStepsTitle} centered>
        <ol className={css.steps}>
          {nextSteps.map((step) => (
            <li key={step.title} className={css.step}>
              <h3 className={css.stepTitle}>{step.title}</h3>
              <p className={css.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
        <nav className={css.links} aria-label="Where to go next">
          {links.map((link, index) => (
            <a key={link.href} className={index === 0 ? button.primary : button.secondary} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
      </Section>
    </>
  );
}
