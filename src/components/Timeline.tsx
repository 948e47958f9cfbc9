import * as css from "./home.css";

interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** The owner's story as dated steps. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className={css.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.year} className={css.milestone}>
          <span className={css.milestoneYear}>{milestone.year}</span>
          <div>
            <h3 className={css.milestoneTitle}>{milestone.title}</h3>
            <p className={css.milestoneText}>{milestone.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
