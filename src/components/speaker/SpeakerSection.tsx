import { useId, type ReactNode } from "react";
import * as css from "./primitives.css";

export type SectionTone = keyof typeof css.section;

/** A band of a speaker page: its tone comes from the design's theme, its heading is an h2. */
export function SpeakerSection({
  title,
  eyebrow,
  lead,
  tone = "base",
  width = "wide",
  align = "start",
  id,
  titleClassName,
  titleHidden = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: SectionTone;
  width?: keyof typeof css.container;
  align?: keyof typeof css.header;
  id?: string;
  /** Extra heading style for a design (size, rule, numbering). */
  titleClassName?: string;
  /** For a band whose content speaks for itself (a row of numbers): the heading is for screen readers. */
  titleHidden?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={css.section[tone]} aria-labelledby={headingId} id={id}>
      <div className={css.container[width]}>
        {titleHidden ? (
          <h2 id={headingId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <header className={css.header[align]}>
            {eyebrow ? <span className={css.eyebrow}>{eyebrow}</span> : null}
            <h2 id={headingId} className={titleClassName ? `${css.heading} ${titleClassName}` : css.heading}>
              {title}
            </h2>
            {lead ? <p className={css.lead}>{lead}</p> : null}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
