import { speaker } from "../../content/speaker";
import * as css from "./ClientList.css";

/** The past clients by name (the home page shows their logos). */
export function ClientList({ layout }: { layout: keyof typeof css.list }) {
  return (
    <ul className={css.list[layout]}>
      {speaker.clients.map((name) => (
        <li key={name} className={css.item[layout]}>
          {name}
        </li>
      ))}
    </ul>
  );
}
