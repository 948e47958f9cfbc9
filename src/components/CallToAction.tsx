import type { ReactNode } from "react";
import * as layout from "./layout.css";
import * as css from "./CallToAction.css";

/** The closing invitation of a page: a heading and text beside the action (a form or a link). */
export function CallToAction({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section className={css.band} aria-labelledby={`${id}-heading`}>
      <div className={layout.container}>
        <div className={css.card}>
          <div>
            <h2 id={`${id}-heading`} className={css.heading}>
              {heading}
            </h2>
            <p className={css.text}>{text}</p>
          </div>
          <div>{children}</div>
        </div>
      </div>
    </section>
  );
}
