import type { ReactNode } from "react";
import * as css from "./layout.css";

interface SectionProps {
  /** Used for the heading's id, which labels the section. */
  id: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  tone?: keyof typeof css.section;
  centered?: boolean;
  children: ReactNode;
}

/** A page band with its heading: the unit every marketing page is built from. */
export function Section({ id, heading, eyebrow, lead, tone = "white", centered = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={css.section[tone]} aria-labelledby={headingId}>
      <div className={css.container}>
        <header className={centered ? css.sectionHeaderCentered : css.sectionHeader}>
          {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={css.heading}>
            {heading}
          </h2>
          {lead ? <p className={css.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
