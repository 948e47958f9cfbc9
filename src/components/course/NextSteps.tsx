import type { ReactNode } from "react";
import * as css from "./NextSteps.css";

/** A thank-you screen: heading, numbered next steps and where to go from here. */
export function NextSteps({
  title,
  lead,
  steps,
  links,
  children,
}: {
  title: string;
  lead: string;
  steps: readonly { title: string; text: string }[];
  links: readonly { label: string; href: string }[];
  children?: ReactNode;
}) {
  return (
    <section className={css.page} aria-labelledby="next-steps-title">
      <span className={css.badge} aria-hidden="true">
        ✓
      </span>
      <h1 id="next-steps-title" className={css.title}>
        {title}
      </h1>
      <p className={css.lead}>{lead}</p>
      <ol className={css.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={css.step}>
            <span className={css.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className={css.stepTitle}>{step.title}</h2>
              <p className={css.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className={css.links}>
        {links.map((link, index) => (
          <a key={link.href} href={link.href} className={index === 0 ? css.primary : css.secondary}>
            {link.label}
          </a>
        ))}
      </div>
      {children ? <div className={css.note}>{children}</div> : null}
    </section>
  );
}
