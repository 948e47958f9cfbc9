import { useId } from "react";
import { speaker, type SpeakerTopic } from "../../content/speaker";
import * as css from "./TopicList.css";
import { TopicIcon } from "./TopicIcon";

export type TopicLayout = keyof typeof css.list;

export interface TopicLabels {
  /** Heading over each topic's points (e.g. "Topics covered"). */
  points?: string;
  coreFocus?: string;
  outcome?: string;
}

/**
 * The three speaking topics. Layouts show the fields the spec gives each variant:
 * cards (title, description, topics list), icon cards (icon, title, subtitle, points),
 * rows (description and three bullets), numbered (Core Focus and Outcome), pillars (editorial).
 */
export function TopicList({ layout, labels = {} }: { layout: TopicLayout; labels?: TopicLabels }) {
  return (
    <ol className={css.list[layout]}>
      {speaker.topics.map((topic, index) => (
        <li key={topic.title} className={css.item[layout]}>
          <Topic topic={topic} index={index} layout={layout} labels={labels} />
        </li>
      ))}
    </ol>
  );
}

function Topic({ topic, index, layout, labels }: { topic: SpeakerTopic; index: number; layout: TopicLayout; labels: TopicLabels }) {
  const number = String(index + 1).padStart(2, "0");
  const showIcon = layout === "iconCards";
  const showSubtitle = layout === "iconCards";
  const showDescription = layout !== "iconCards";
  const showPoints = layout !== "numbered" && layout !== "pillars";
  // Named by its title: otherwise screen readers list three identical "article" entries.
  const titleId = useId();
  return (
    <article className={css.topic[layout]} aria-labelledby={titleId}>
      {layout === "numbered" || layout === "pillars" ? (
        <span className={css.number[layout]} aria-hidden="true">
          {layout === "pillars" ? ["I", "II", "III"][index] : number}
        </span>
      ) : null}
      {showIcon ? (
        <span className={css.icon}>
          <TopicIcon name={topic.icon} />
        </span>
      ) : null}
      <div className={css.body}>
        <h3 id={titleId} className={css.title[layout]}>
          {topic.title}
        </h3>
        {showSubtitle ? <p className={css.subtitle}>{topic.subtitle}</p> : null}
        {showDescription ? <p className={css.description}>{topic.description}</p> : null}
        {layout === "numbered" ? (
          <dl className={css.facts}>
            <div className={css.fact}>
              <dt className={css.factLabel}>{labels.coreFocus}</dt>
              <dd className={css.factValue}>{topic.coreFocus}</dd>
            </div>
            <div className={css.fact}>
              <dt className={css.factLabel}>{labels.outcome}</dt>
              <dd className={css.factValue}>{topic.outcome}</dd>
            </div>
          </dl>
        ) : null}
        {showPoints ? (
          <>
            {labels.points ? <p className={css.pointsLabel}>{labels.points}</p> : null}
            <ul className={css.points[layout]}>
              {topic.points.map((point) => (
                <li key={point} className={css.point}>
                  {point}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  );
}
