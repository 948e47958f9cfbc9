import { speaker } from "../../content/speaker";
import * as css from "./SpeakerQuote.css";

/** The speaker's signature line, as a statement band or an editorial pull quote. */
export function SpeakerQuote({ layout }: { layout: keyof typeof css.figure }) {
  return (
    <figure className={css.figure[layout]}>
      <blockquote className={css.quote[layout]}>
        <p className={css.text}>{speaker.quote}</p>
      </blockquote>
      <figcaption className={css.caption[layout]}>{speaker.name}</figcaption>
    </figure>
  );
}
