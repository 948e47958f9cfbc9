import { speaker } from "../../content/speaker";
import * as css from "./SpeakerStory.css";

/** The speaker's background: the story in paragraphs, with the milestones as a timeline. */
export function SpeakerStory({ layout, withTimeline = true }: { layout: keyof typeof css.wrapper; withTimeline?: boolean }) {
  return (
    <div className={css.wrapper[layout]}>
      <div className={css.paragraphs[layout]}>
        {speaker.background.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {withTimeline ? (
        <ol className={css.timeline}>
          {speaker.milestones.map((milestone) => (
            <li key={milestone.year} className={css.milestone}>
              <span className={css.year}>{milestone.year}</span>
              <span className={css.milestoneTitle}>{milestone.title}</span>
              <span className={css.milestoneText}>{milestone.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
