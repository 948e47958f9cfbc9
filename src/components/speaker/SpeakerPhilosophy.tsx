import { speaker } from "../../content/speaker";
import * as css from "./SpeakerPhilosophy.css";

/** How the speaker thinks about talks, in a few paragraphs. */
export function SpeakerPhilosophy({ layout }: { layout: keyof typeof css.text }) {
  return (
    <div className={css.text[layout]}>
      {speaker.philosophy.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
