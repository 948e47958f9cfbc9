import { speaker } from "../../content/speaker";
import * as css from "./SpeakerStats.css";

export type StatLayout = keyof typeof css.list;

/** The speaker's numbers, read as "200M+ Views", "10+ Years", "100+ Clients". */
export function SpeakerStats({ layout }: { layout: StatLayout }) {
  return (
    <ul className={css.list[layout]}>
      {speaker.stats.map((stat) => (
        <li key={stat.label} className={css.item[layout]}>
          <span className={css.number[layout]}>{stat.number}</span> <span className={css.label[layout]}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
