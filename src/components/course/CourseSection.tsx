import { useId, type ReactNode } from "react";
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
  return (
    <section className={css.section[tone]} aria-labelledby={headingId} id={id}>
      <div className={css.container[width]}>
        <header className={css.header}>
          {eyebrow ? <span className={css.eyebrow}>{eyebrow}</span> : null}
          <h2 id={headingId} className={css.heading}>
            {title}
          </h2>
          {lead ? <p className={css.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
