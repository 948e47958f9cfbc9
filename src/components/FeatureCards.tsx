import * as css from "./FeatureCards.css";

/** A row of short, numbered selling points. */
export function FeatureCards({ features }: { features: readonly { title: string; text: string }[] }) {
  return (
    <ul className={css.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={css.card}>
          <h3 className={css.title}>{feature.title}</h3>
          <p className={css.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
