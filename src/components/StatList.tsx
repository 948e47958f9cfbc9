import * as css from "./StatList.css";

export interface Stat {
  value: string;
  label: string;
}

/** Headline numbers as a description list: each value with what it counts. */
export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={css.stats} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={css.stat}>
          <dt className={css.label}>{stat.label}</dt>
          <dd className={css.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
