import { useId, type ReactNode } from "react";
import { SectionBand } from "../SectionBand";
import * as css from "./course.css";

/** A band of the sales page with its h2. */
export function CourseSection({
  title,
  eyebrow,
  lead,
  tone = "base",
  width = "wide",
  id,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: keyof typeof css.section;
  width?: keyof typeof css.container;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const classes = {
    section: css.section[tone],
    container: css.container[width],
    header: css.header,
    eyebrow: css.eyebrow,
    heading: css.heading,
    lead: css.lead,
  };
  return (
    <SectionBand classes={classes} headingId={headingId} title={title} eyebrow={eyebrow} lead={lead} id={id}>
      {children}
    </SectionBand>
  );
}
