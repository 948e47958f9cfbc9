import type { ReactNode } from "react";
import * as css from "./PageIntro.css";

/** A page's opening heading and lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className={css.intro}>
      <h1 className={css.title}>{title}</h1>
      {lead ? <p className={css.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
