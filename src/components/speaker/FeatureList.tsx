import * as css from "./FeatureList.css";

export type FeatureLayout = keyof typeof css.list;

/** Titled points: the speaking approach, the audience benefits. */
export function FeatureList({ items, layout }: { items: readonly { title: string; description: string }[]; layout: FeatureLayout }) {
  return (
    <ul className={css.list[layout]}>
      {items.map((item, index) => (
        <li key={item.title} className={css.item[layout]}>
          <span className={css.marker[layout]} aria-hidden="true">
            {layout === "numbered" ? String(index + 1).padStart(2, "0") : null}
          </span>
          <h3 className={css.title[layout]}>{item.title}</h3>
          <p className={css.description[layout]}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
