import * as css from "./WidePhoto.css";
import { SpeakerPortrait } from "./SpeakerPortrait";

/** The speaker's photo across the full width, with a caption. */
export function WidePhoto({ caption }: { caption: string }) {
  return (
    <figure className={css.figure}>
      <SpeakerPortrait className={css.photo} />
      <figcaption className={css.caption}>{caption}</figcaption>
    </figure>
  );
}
