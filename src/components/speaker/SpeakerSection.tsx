import { useId, type ReactNode } from "react";
import { SectionBand } from "../SectionBand";
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
  const classes = {
    section: css.section[tone],
    container: css.container[width],
    header: css.header[align],
    eyebrow: css.eyebrow,
    heading: titleClassName ? `${css.heading} ${titleClassName}` : css.heading,
    lead: css.lead,
  };
  return (
    <SectionBand classes={classes} headingId={headingId} title={title} eyebrow={eyebrow} lead={lead} id={id} titleHidden={titleHidden}>
      {children}
    </SectionBand>
  );
}
