import type { ReactNode } from "react";
import * as layout from "./layout.css";
import * as css from "./Hero.css";

interface HeroProps {
  eyebrow?: string;
  headline: string;
  lead: string;
  /** The hero's action: usually a signup form. */
  children?: ReactNode;
  /** An image beside the text on large screens (portrait, guide cover); without it the hero is centred. */
  media?: ReactNode;
}

/** The opening band of a page, holding its only h1. */
export function Hero({ eyebrow, headline, lead, children, media }: HeroProps) {
  return (
    <section className={css.hero} aria-labelledby="page-title">
      <div className={layout.container}>
        <div className={media ? css.grid : css.centered}>
          <div className={css.copy}>
            {eyebrow ? <p className={layout.eyebrow}>{eyebrow}</p> : null}
            <h1 id="page-title" className={css.title}>
              {headline}
            </h1>
            <p className={css.lead}>{lead}</p>
            {children}
          </div>
          {media ? <div className={css.media}>{media}</div> : null}
        </div>
      </div>
    </section>
  );
}
