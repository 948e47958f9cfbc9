import type { ReactNode } from "react";
import * as css from "./layout.css";
import { SectionBand } from "./SectionBand";

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
  const classes = {
    section: css.section[tone],
    container: css.container,
    header: centered ? css.sectionHeaderCentered : css.sectionHeader,
    eyebrow: css.eyebrow,
    heading: css.heading,
    lead: css.lead,
  };
  return (
    <SectionBand classes={classes} headingId={`${id}-heading`} title={heading} eyebrow={eyebrow} eyebrowTag="p" lead={lead}>
      {children}
    </SectionBand>
  );
}
