import type { ReactNode } from "react";
import { speaker } from "../../content/speaker";
import * as css from "./SpeakerHero.css";
import * as photoCss from "./SpeakerHeroPhoto.css";
import { SpeakerPortrait } from "./SpeakerPortrait";

export type HeroLayout = keyof typeof css.hero;

/**
 * The opening of a speaker page: the speaker's name as the h1, a title line, the photo and
 * the first buttons. The layout sets the composition; colours come from the design's theme.
 */
export function SpeakerHero({
  layout,
  eyebrow,
  title,
  lead,
  actions,
  aside,
}: {
  layout: HeroLayout;
  eyebrow?: string;
  /** The line under the name, e.g. the speaker's title or a headline. */
  title: string;
  lead?: string;
  actions?: ReactNode;
  /** Shown under the actions (stats, formats). */
  aside?: ReactNode;
}) {
  return (
    <section className={css.hero[layout]} aria-label={`${speaker.name}, ${speaker.role}`}>
      <div className={css.inner[layout]}>
        <div className={css.copy[layout]}>
          {eyebrow ? <p className={css.eyebrow[layout]}>{eyebrow}</p> : null}
          <h1 className={css.name[layout]}>{speaker.name}</h1>
          <p className={css.title[layout]}>{title}</p>
          {lead ? <p className={css.lead[layout]}>{lead}</p> : null}
          {actions ? <div className={css.actionsSlot}>{actions}</div> : null}
          {aside ? <div className={css.aside}>{aside}</div> : null}
        </div>
        <div className={photoCss.media[layout]}>
          <SpeakerPortrait className={photoCss.photo[layout]} priority />
        </div>
      </div>
    </section>
  );
}
