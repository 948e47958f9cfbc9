import type { ReactNode } from "react";

/** The class names a family of pages (marketing, course, speaker) dresses its sections in. */
export interface SectionBandClasses {
  section: string;
  container: string;
  header: string;
  eyebrow: string;
  heading: string;
  lead: string;
}

interface SectionBandProps {
  classes: SectionBandClasses;
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  eyebrow?: string;
  /** The element the eyebrow is set in. */
  eyebrowTag?: "p" | "span";
  lead?: string;
  id?: string;
  /** For a band whose content speaks for itself: the heading is for screen readers only. */
  titleHidden?: boolean;
  children?: ReactNode;
}

/** The shape every page band shares: section, width wrapper, header (eyebrow, h2, lead), content. */
export function SectionBand({ classes, headingId, title, eyebrow, eyebrowTag: Eyebrow = "span", lead, id, titleHidden = false, children }: SectionBandProps) {
  return (
    <section className={classes.section} aria-labelledby={headingId} id={id}>
      <div className={classes.container}>
        {titleHidden ? (
          <h2 id={headingId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <header className={classes.header}>
            {eyebrow ? <Eyebrow className={classes.eyebrow}>{eyebrow}</Eyebrow> : null}
            <h2 id={headingId} className={classes.heading}>
              {title}
            </h2>
            {lead ? <p className={classes.lead}>{lead}</p> : null}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
